import * as v from 'valibot';

/** An outlet as Restaurants Nearby lists it (spec section 3, "Store"). */
export const StoreSchema = v.object({
  id: v.string(),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  first_number: v.string(),
  /** '' when the outlet has one number. */
  second_number: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  /** Opening hours as read: '11:00 am to 11:00 pm'. */
  hours: v.string(),
});
export type Store = v.InferOutput<typeof StoreSchema>;

/** `GET storeList`: the active outlets grouped by city, cities in the chain's order. */
export const StoreListSchema = v.array(v.object({ city: v.string(), stores: v.array(StoreSchema) }));
export type StoreList = v.InferOutput<typeof StoreListSchema>;

/** `GET restaurant/images`: the media gallery (/events): four pictures and one video. */
export const MediaGallerySchema = v.object({
  images: v.array(v.object({ src: v.string(), alt: v.string() })),
  video: v.object({ src: v.string(), poster: v.string(), title: v.string() }),
});
export type MediaGallery = v.InferOutput<typeof MediaGallerySchema>;

/** `GET about`: what the about page reads (spec section 2, /about). */
export const AboutSchema = v.object({
  story: v.array(v.string()),
  founder: v.object({ name: v.string(), role: v.string(), image: v.string(), quote: v.string() }),
  /** Years of experience, chefs, daily visitors, outlets: the spec's static claims. */
  highlights: v.array(v.object({ count: v.number(), suffix: v.string(), label: v.string() })),
  mission: v.string(),
  vision: v.string(),
  testimonials: v.array(v.object({ name: v.string(), city: v.string(), quote: v.string() })),
});
export type About = v.InferOutput<typeof AboutSchema>;
