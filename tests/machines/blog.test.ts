import { describe, expect, it } from 'vitest';
import { settle } from '../../flows/graph/fakes.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { blogModel } from '../../flows/models/blog.model.ts';
import { hakka, jainKitchen, listReply, noPost, postReply, twoPosts } from '../../flows/samples/content.ts';
import { offline } from '../../flows/samples/failures.ts';
import type { BlogContext } from '../../machines/blog/blog.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const context = (harness: Harness) => harness.actor.getSnapshot().context as BlogContext;
const at = (harness: Harness) => harness.actor.getSnapshot().value;
const onPage = (input: unknown) => startHarness(blogModel, input);

describe('blog machine', () => {
  // From the list and from a post.
  itWalksEveryStateAndTransition('blog', blogModel);

  it('the list reads every post', async () => {
    const harness = onPage({ page: 'list' });
    expect(harness.fakes.inputsOf('loadBlogs')).toEqual([{}]);
    await perform(harness, done('loadBlogs', listReply));
    expect(at(harness)).toBe('ready');
    expect(context(harness).posts).toEqual([hakka, jainKitchen]);
  });

  it('a post: shown with its related posts; unknown: not found; several: off to /blog', async () => {
    const shown = onPage({ page: 'post', id: 'hakka-at-home' });
    expect(shown.fakes.inputsOf('loadBlogs')).toEqual([{ id: 'hakka-at-home' }]);
    await perform(shown, done('loadBlogs', postReply));
    expect(at(shown)).toBe('shown');
    expect(context(shown)).toMatchObject({ posts: [hakka], related: [jainKitchen] });

    const unknown = onPage({ page: 'post', id: 'nothing' });
    await perform(unknown, done('loadBlogs', noPost));
    expect(at(unknown)).toBe('notFound');

    const several = onPage({ page: 'post', id: 'hakka-at-home' });
    await perform(several, done('loadBlogs', twoPosts));
    expect(several.effects).toEqual([{ type: 'openList', params: undefined }]);
    expect(at(several)).toBe('ambiguous');
    expect(several.actor.getSnapshot().status).toBe('done');
    expect(context(several).posts).toEqual([]);
  });

  it('a new id while the last post still loads: the new one is read, the old answer ignored', async () => {
    const harness = onPage({ page: 'post', id: 'hakka-at-home' });
    await perform(harness, { type: 'id.change', id: 'jain-kitchen' });
    expect(at(harness)).toBe('loading');
    expect(harness.fakes.inputsOf('loadBlogs')).toEqual([{ id: 'hakka-at-home' }, { id: 'jain-kitchen' }]);
    const jainReply = { data: [jainKitchen], related: [hakka] };
    await perform(harness, done('loadBlogs', jainReply));
    harness.fakes.calls[0]?.resolve(postReply);
    await settle();
    expect(at(harness)).toBe('shown');
    expect(context(harness)).toMatchObject({ id: 'jain-kitchen', posts: [jainKitchen], related: [hakka] });
  });

  it('a new id after a failed read or an unknown id loads it; the same id, or any id on the list, does nothing', async () => {
    const afterFailure = onPage({ page: 'post', id: 'hakka-at-home' });
    await perform(afterFailure, failed('loadBlogs', offline));
    await perform(afterFailure, { type: 'id.change', id: 'jain-kitchen' });
    expect(afterFailure.fakes.inputsOf('loadBlogs')).toEqual([{ id: 'hakka-at-home' }, { id: 'jain-kitchen' }]);

    const unknown = onPage({ page: 'post', id: 'nothing' });
    await perform(unknown, done('loadBlogs', noPost));
    await perform(unknown, { type: 'id.change', id: 'hakka-at-home' });
    await perform(unknown, done('loadBlogs', postReply));
    expect(at(unknown)).toBe('shown');

    const same = onPage({ page: 'post', id: 'hakka-at-home' });
    await perform(same, done('loadBlogs', postReply));
    expect(same.actor.getSnapshot().can({ type: 'id.change', id: 'hakka-at-home' })).toBe(false);
    await perform(same, { type: 'id.change', id: 'hakka-at-home' });
    expect(same.fakes.inputsOf('loadBlogs')).toHaveLength(1);

    const list = onPage({ page: 'list' });
    await perform(list, done('loadBlogs', listReply));
    await perform(list, { type: 'id.change', id: 'hakka-at-home' });
    expect(at(list)).toBe('ready');
    expect(list.fakes.inputsOf('loadBlogs')).toEqual([{}]);
  });

  it('a related post loads in its place; a failed read can be tried again', async () => {
    const harness = onPage({ page: 'post', id: 'hakka-at-home' });
    await perform(harness, done('loadBlogs', postReply));
    await perform(harness, { type: 'id.change', id: 'jain-kitchen' });
    expect(harness.fakes.inputsOf('loadBlogs')).toEqual([{ id: 'hakka-at-home' }, { id: 'jain-kitchen' }]);
    await perform(harness, failed('loadBlogs', offline));
    expect(at(harness)).toBe('failed');
    await perform(harness, { type: 'blog.retry' });
    expect(harness.fakes.inputsOf('loadBlogs')).toHaveLength(3);
  });
});
