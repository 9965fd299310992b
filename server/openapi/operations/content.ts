import { HomeContentSchema, SlideListSchema } from '../../../contract/content.ts';
import { operationsOf } from '../operation.ts';
import { OUTLET_NAMED } from './sharedCalls.ts';

/** The home page's content: the same whether an outlet is named or not. */
const HOME_CONTENT = { summary: "The home page's tiles, statistics and cities", data: HomeContentSchema };

export const contentOperations = operationsOf('Home', {
  slides: { summary: 'The banner carousel', data: SlideListSchema },
  homeContent: HOME_CONTENT,
  homeContentOfOutlet: {
    ...HOME_CONTENT,
    summary: `${HOME_CONTENT.summary}, for an outlet`,
    description: 'The same for every outlet; an unknown outlet is refused.',
    ...OUTLET_NAMED,
  },
});
