import { fetchContent } from '../../api/content.ts';
import { orNothing } from './orNothing.ts';

/** The layout's footer: the chain's cities and app links, the same for every outlet. */
export const layoutLoader = () => ({ content: orNothing(fetchContent().then(({ ContentData }) => ContentData)) });
