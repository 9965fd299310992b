import { BlogReplySchema } from '../../../contract/blog.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { AboutSchema, MediaGallerySchema } from '../../../contract/store.ts';
import { operationsOf } from '../operation.ts';

export const contentPageOperations = operationsOf('Pages', {
  blogs: {
    summary: 'The blog: every post, or one post and its related posts',
    description:
      'Without `id`: every post, newest first. With `id`: that post and up to 4 others sharing a tag, or none for an unknown id. Post HTML is sanitized.',
    data: BlogReplySchema,
    msg: ['Success', MESSAGES.blogPostNotFound],
  },
  about: { summary: "The about page's texts", data: AboutSchema },
  gallery: { summary: 'The media gallery: four pictures and a video', data: MediaGallerySchema },
});
