import { assign, setup } from 'xstate';
import type { BlogReply } from '../../contract/blog.ts';
import { LOG_FAILURE } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import type { BlogActionParams, BlogActorIO, BlogContext, BlogEvent, BlogInput } from './blog.types.ts';

const ID = 'blog';

/**
 * The blog's two pages (spec section 2): /blog reads every post; /blog-details/{id} reads the post of
 * the id with its related posts, says when there is none, and sends the reader to /blog when the id
 * matches more than one.
 */
export const blogMachine = setup({
  types: {
    context: {} as BlogContext,
    events: {} as BlogEvent,
    input: {} as BlogInput,
    tags: {} as 'loading',
  },
  actors: appActors<BlogActorIO>(ID, ['loadBlogs']),
  guards: {
    listPage: ({ context }) => context.page === 'list',
    anotherPost: ({ context }, params: { id: string }) => context.page === 'post' && params.id !== context.id,
    noPost: (_, params: { reply: BlogReply }) => params.reply.data.length === 0,
    severalPosts: (_, params: { reply: BlogReply }) => params.reply.data.length > 1,
  },
  actions: {
    ...appActions<BlogActionParams>(ID, ['openList', 'logFailure']),
    keepReply: assign((_, params: { reply: BlogReply }) => ({
      posts: params.reply.data,
      related: params.reply.related,
    })),
    setId: assign((_, params: { id: string }) => ({ id: params.id, posts: [], related: [] })),
  },
}).createMachine({
  id: 'blog',
  description: 'The blog list and a blog post: read from the server, with related posts and tags.',
  context: ({ input }) => ({
    page: input.page,
    id: input.page === 'post' ? input.id : null,
    posts: [],
    related: [],
  }),
  initial: 'loading',
  on: {
    'id.change': {
      guard: { type: 'anotherPost', params: ({ event }) => event },
      target: '.loading',
      actions: { type: 'setId', params: ({ event }) => event },
      description:
        'The post page opens another post (a related one, or back and forward): it is read in place, even while the last one still loads',
    },
  },
  states: {
    loading: {
      description: 'Reads every post (the list) or the post of the id with its related posts.',
      tags: ['loading'],
      invoke: {
        id: 'loadBlogs',
        src: 'loadBlogs',
        input: ({ context }) => (context.id === null ? {} : { id: context.id }),
        onDone: [
          {
            guard: 'listPage',
            target: 'ready',
            actions: { type: 'keepReply', params: ({ event }) => ({ reply: event.output }) },
            description: 'The list: every post, newest first',
          },
          {
            guard: { type: 'noPost', params: ({ event }) => ({ reply: event.output }) },
            target: 'notFound',
            description: 'No post has this id',
          },
          {
            guard: { type: 'severalPosts', params: ({ event }) => ({ reply: event.output }) },
            target: 'ambiguous',
            actions: 'openList',
            description: 'More than one post has this id: the reader goes to /blog',
          },
          {
            target: 'shown',
            actions: { type: 'keepReply', params: ({ event }) => ({ reply: event.output }) },
            description: 'The post, its related posts and tags',
          },
        ],
        onError: {
          target: 'failed',
          description: 'The read failed: logged; the page offers Try again',
          actions: LOG_FAILURE,
        },
      },
    },
    ready: { description: 'The list of posts: image, date, title, READ MORE.' },
    shown: { description: 'One post: image, date, title, its HTML, Related Post and Tags.' },
    notFound: { description: "No post has the id: 'This post could not be found', and Back to Blog." },
    ambiguous: { type: 'final', description: 'Several posts matched: the app has opened /blog.' },
    failed: {
      description: 'The read failed: Try again.',
      on: { 'blog.retry': { target: 'loading', description: 'Read again' } },
    },
  },
});
