import type { EmojiName } from '../art/emoji.ts';

export interface SuperCategorySeed {
  id: string;
  name: string;
  /** What its image shows: the emoji of the course on the course's colour. */
  art: { emoji: EmojiName; colour: string };
}

/** The courses of the "What's on your mind?" strip, in menu order. */
export const superCategories = [
  { id: 'soups', name: 'Soups', art: { emoji: 'pot-of-food', colour: '#ffe3c2' } },
  { id: 'starters', name: 'Starters', art: { emoji: 'hot-pepper', colour: '#ffd9d2' } },
  { id: 'momos-rolls', name: 'Momos & Rolls', art: { emoji: 'dumpling', colour: '#fdeec9' } },
  { id: 'noodles-rice', name: 'Noodles & Rice', art: { emoji: 'steaming-bowl', colour: '#fff2b8' } },
  { id: 'main-course', name: 'Main Course', art: { emoji: 'curry-rice', colour: '#f9dccf' } },
  { id: 'combos', name: 'Combos', art: { emoji: 'bento-box', colour: '#dcefd8' } },
  { id: 'desserts-drinks', name: 'Desserts & Drinks', art: { emoji: 'ice-cream', colour: '#e4e1f7' } },
] as const satisfies readonly SuperCategorySeed[];

export type SuperCategoryId = (typeof superCategories)[number]['id'];

export const superCategoryImage = (id: string): string => `/images/super-categories/${id}.svg`;
