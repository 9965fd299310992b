import * as v from 'valibot';

export const SlideSchema = v.object({
  _id: v.string(),
  image: v.string(),
  type: v.picklist(['image', 'video']),
  fileType: v.string(),
});
export type Slide = v.InferOutput<typeof SlideSchema>;
export const SlideListSchema = v.array(SlideSchema);

/** Keys: favourite1..favourite4, offermodal, order_online. */
export const DynamicContentSchema = v.object({
  key: v.string(),
  image: v.string(),
  title: v.string(),
  desc: v.string(),
  type: v.picklist(['image', 'video']),
});
export type DynamicContent = v.InferOutput<typeof DynamicContentSchema>;

export const StatSchema = v.object({ count: v.number(), title: v.string(), description: v.string() });
export type Stat = v.InferOutput<typeof StatSchema>;

export const ContentDataSchema = v.object({
  statistics: v.array(StatSchema),
  citiesServed: v.array(v.string()),
  comingSoonCities: v.array(v.string()),
  appLinks: v.object({ android: v.string(), ios: v.string() }),
});
export type ContentData = v.InferOutput<typeof ContentDataSchema>;

export const HomeContentSchema = v.object({
  ContentData: ContentDataSchema,
  dynamicContent: v.array(DynamicContentSchema),
});
export type HomeContent = v.InferOutput<typeof HomeContentSchema>;
