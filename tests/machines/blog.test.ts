import { describe, expect, it } from 'vitest';
import type { BlogContext } from '../../machines/blog/blog.types.ts';
import { blogModel } from './blog.model.ts';
import { hakka, jainKitchen, listReply, noPost, postReply, twoPosts } from './fixtures/content.ts';
import { offline } from './fixtures/failures.ts';
import { done, failed, formatReport, type Harness, perform, startHarness, walkMachine } from './support/walk.ts';

const context = (harness: Harness) => harness.actor.getSnapshot().context as BlogContext;
const at = (harness: Harness) => harness.actor.getSnapshot().value;
const onPage = (input: unknown) => startHarness({ ...blogModel, input });

describe('blog machine', () => {
  it('walks every state and every transition, from the list and from a post', async () => {
    const report = await walkMachine(blogModel, [{ page: 'list' }, { page: 'post', id: 'hakka-at-home' }]);
    console.info(formatReport('blog', report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

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
    expect(several.effects.map((effect) => effect.type)).toEqual(['openList']);
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
