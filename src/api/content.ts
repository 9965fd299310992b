import { type HomeContent, HomeContentSchema, type Slide, SlideListSchema } from '../../contract/content.ts';
import type { StoreIdRequest } from '../../contract/outlet.ts';
import { api, body } from './client.ts';

const homeContentByStore = new Map<string, Promise<HomeContent>>();

/**
 * Statistics, cities, app links and the dynamic tiles (favourite1..4, offermodal, order_online); sent without
 * token. The home page and the footer both read it: it is asked for once per outlet and page load.
 */
export function fetchHomeContent(storeId: string): Promise<HomeContent> {
  let content = homeContentByStore.get(storeId);
  if (!content) {
    content = api.post('GetContentData', HomeContentSchema, body<typeof StoreIdRequest>({ storeId }));
    content.catch(() => homeContentByStore.delete(storeId));
    homeContentByStore.set(storeId, content);
  }
  return content;
}

/** The home page's banner carousel: images and videos. */
export function fetchSlides(): Promise<Slide[]> {
  return api.get('getAllSlider', SlideListSchema);
}

/** The chain's content without an outlet (the server's is the same for every one): the footer's cities and app links. */
export function fetchContent(): Promise<HomeContent> {
  return api.get('GetContentData', HomeContentSchema);
}
