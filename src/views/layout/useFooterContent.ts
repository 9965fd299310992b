import type { ContentData } from '../../../contract/content.ts';
import { fetchHomeContent } from '../../api/content.ts';
import { useOutlet } from '../../app/hooks.ts';
import { useResource } from '../../app/useResource.ts';

const loadContentData = (storeId: string) => fetchHomeContent(storeId).then((content) => content.ContentData);

/** The chain's cities and app links, asked for once an outlet is known. */
export function useFooterContent(): ContentData | null {
  return useResource(useOutlet()?.id ?? null, loadContentData);
}
