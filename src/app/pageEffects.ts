import { fromPromise } from 'xstate';
import type { BlogActorIO } from '../../machines/blog/blog.types.ts';
import type { FeedbackActionParams, FeedbackActorIO } from '../../machines/feedback/feedback.types.ts';
import { fetchBlogs, fetchFeedbackOptions, submitFeedback } from '../api/pages.ts';
import { toast } from '../ui/toast.ts';

type BlogIO<Name extends keyof BlogActorIO> = BlogActorIO[Name];
type FeedbackIO<Name extends keyof FeedbackActorIO> = FeedbackActorIO[Name];

const logFailure = (_: unknown, { error }: { error: unknown }) => console.error(error);

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
      logFailure,
    },
  };
}

/** The feedback form: its options and the submission; every check and answer is a toast (spec section 5). */
export const feedbackEffects = {
  actors: {
    loadOptions: fromPromise<FeedbackIO<'loadOptions'>['output'], FeedbackIO<'loadOptions'>['input']>(() =>
      fetchFeedbackOptions(),
    ),
    submitFeedback: fromPromise<FeedbackIO<'submitFeedback'>['output'], FeedbackIO<'submitFeedback'>['input']>(
      ({ input }) => submitFeedback(input),
    ),
  },
  actions: {
    notifyProblem: (_: unknown, { message }: FeedbackActionParams['notifyProblem']) => {
      toast.error(message);
    },
    notifySent: (_: unknown, { message }: FeedbackActionParams['notifySent']) => {
      toast.success(message);
    },
    logFailure,
  },
};
