import { type HomeContent, HomeContentSchema, type Slide, SlideListSchema } from '../../contract/content.ts';
import { api } from './client.ts';

/** Statistics, cities, app links and the dynamic tiles (favourite1..4, offermodal, order_online); sent without token. */
export function fetchHomeContent(storeId: string): Promise<HomeContent> {
  return api.post('GetContentData', HomeContentSchema, { storeId });
}

/** The home page's banner carousel: images and videos. */
export function fetchSlides(): Promise<Slide[]> {
  return api.get('getAllSlider', SlideListSchema);
}
