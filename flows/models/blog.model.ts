import { blogMachine } from '../../machines/blog/blog.machine.ts';
import type { BlogActionParams, BlogActorIO, BlogContext } from '../../machines/blog/blog.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { listReply, noPost, postReply, twoPosts } from '../samples/content.ts';
import { offline } from '../samples/failures.ts';

export const blogModel: MachineModel = {
  machine: blogMachine,
  starts: [
    { name: 'the list', input: { page: 'list' } },
    { name: 'a post', input: { page: 'post', id: 'hakka-at-home' } },
  ],
  actors: Object.keys({ loadBlogs: true } satisfies Record<keyof BlogActorIO, true>),
  actions: Object.keys({ openList: true, logFailure: true } satisfies Record<keyof BlogActionParams, true>),
  // What the guards read: the page, and the id a new one is compared with.
  key: (snapshot) => {
    const { page, id } = snapshot.context as BlogContext;
    return { page, id };
  },
  events: () => [
    { type: 'blog.retry' },
    { type: 'id.change', id: 'jain-kitchen' },
    done('loadBlogs', listReply),
    done('loadBlogs', postReply),
    done('loadBlogs', noPost),
    done('loadBlogs', twoPosts),
    failed('loadBlogs', offline),
  ],
};
