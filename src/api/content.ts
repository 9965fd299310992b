import { type HomeContent, HomeContentSchema, type Slide, SlideListSchema } from '../../contract/content.ts';
import { api } from './client.ts';

/** Asks once per page load: what `ask` answers is shared by every page that reads it; a failure is asked again. */
function oncePerPageLoad<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | null = null;
  return () => {
    if (!answer) {
      const asked = ask();
      asked.catch(() => {
        if (answer === asked) answer = null;
      });
      answer = asked;
    }
    return answer;
  };
}

/** The home page's banner carousel: images and videos, the same for every outlet. */
export const fetchSlides: () => Promise<Slide[]> = oncePerPageLoad(() => api.get('getAllSlider', SlideListSchema));

/**
 * The chain's content, the same for every outlet (the server answers the outlet's call, `POST GetContentData`, with
 * it too): statistics, cities, app links and the dynamic tiles (favourite1..4, offermodal, order_online). The footer
 * and the home page both read it, from the first screen on: a new visitor's offer waits for no outlet's answer.
 */
export const fetchContent: () => Promise<HomeContent> = oncePerPageLoad(() =>
  api.get('GetContentData', HomeContentSchema),
);
