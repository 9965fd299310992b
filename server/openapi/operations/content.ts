import { HomeContentSchema, SlideListSchema } from '../../../contract/content.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';

const home = operationsOf('Home');

export const contentOperations = {
  slides: home({ summary: 'The banner carousel', data: SlideListSchema }),
  homeContent: home({ summary: "The home page's tiles, statistics and cities", data: HomeContentSchema }),
  homeContentOfOutlet: home({
    summary: "The home page's tiles, statistics and cities, for an outlet",
    description: 'The same for every outlet; an unknown outlet is refused.',
    data: HomeContentSchema,
    refusals: { 404: [MESSAGES.outletNotFound] },
  }),
};
