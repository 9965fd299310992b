import type * as v from 'valibot';
import { BlogReplySchema } from '../../contract/blog.ts';
import { FeedbackOptionsSchema, type FeedbackRequest } from '../../contract/feedback.ts';
import { AboutSchema, MediaGallerySchema, StoreListSchema } from '../../contract/store.ts';
import { api, body } from './client.ts';

/** The about page's story, founder, highlights, mission, vision and testimonials. */
export const fetchAbout = () => api.get('about', AboutSchema);

/** The media gallery (/events): four pictures and one video. */
export const fetchMediaGallery = () => api.get('restaurant/images', MediaGallerySchema);

/** Restaurants Nearby: the outlets grouped by city. */
export const fetchStoreList = () => api.get('storeList', StoreListSchema);

/** Every post, or (with an id) the posts of that id and their related posts. */
export const fetchBlogs = (id?: string) =>
  api.get(id === undefined ? 'blogs' : `blogs?id=${encodeURIComponent(id)}`, BlogReplySchema);

/** The feedback form's cities and outlets. */
export const fetchFeedbackOptions = () => api.get('feedback', FeedbackOptionsSchema);

/** Sends the feedback; resolves with the server's thanks. */
export const submitFeedback = (fields: v.InferOutput<typeof FeedbackRequest>) =>
  api.postForMessage('feedback', body<typeof FeedbackRequest>(fields));
