import { HomeContentSchema, SlideListSchema } from '../../../contract/content.ts';
import { operationsOf } from '../operation.ts';
import { OUTLET_NAMED } from './sharedCalls.ts';

export const contentOperations = operationsOf('Home', {
  slides: { summary: 'The banner carousel', data: SlideListSchema },
  homeContent: { summary: "The home page's tiles, statistics and cities", data: HomeContentSchema },
  homeContentOfOutlet: {
    summary: "The home page's tiles, statistics and cities, for an outlet",
    description: 'The same for every outlet; an unknown outlet is refused.',
    data: HomeContentSchema,
    ...OUTLET_NAMED,
  },
});
