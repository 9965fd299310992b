import { fromPromise } from 'xstate';
import type { BlogActorIO } from '../../machines/blog/blog.types.ts';
import { fetchBlogs } from '../api/pages.ts';

type BlogIO<Name extends keyof BlogActorIO> = BlogActorIO[Name];

/** The blog pages: `GET blogs` (with the post's id on a post page); `openList` goes to /blog. */
export function blogEffects(openList: () => void) {
  return {
    actors: {
      loadBlogs: fromPromise<BlogIO<'loadBlogs'>['output'], BlogIO<'loadBlogs'>['input']>(({ input }) =>
        fetchBlogs(input.id),
      ),
    },
    actions: {
      openList,
      logFailure: (_: unknown, { error }: { error: unknown }) => console.error(error),
    },
  };
}
