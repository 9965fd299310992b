import type { EmojiName } from '../art/emoji.ts';
import type { AddonCategoryId, AddonId } from './addons.ts';
import type { CategoryId } from './categories.ts';

/** One dish as the demo menu describes it; `products.ts` turns it into rows. */
export interface Dish {
  id: string;
  name: string;
  /** The Gujarati name printed beside the English one. */
  aliasName: string;
  /** 20 to 40 words, so that the menu's 20-word cut shows. */
  description: string;
  aliasDescription: string;
  category: CategoryId;
  rupees: number;
  rating: number;
  /** Orders in the last 90 days. */
  popularity: number;
  nonVeg?: true;
  /** Can be prepared Jain: no onion, garlic or other root vegetables. */
  jain?: true;
  chef?: true;
  new?: true;
  /** Taken off the menu: shown as 'Not Available'. */
  deleted?: true;
  addons?: { category: AddonCategoryId; choices: readonly AddonId[] };
  /** Its picture: the main emoji, and a smaller one in the corner. */
  art: readonly [EmojiName, EmojiName?];
}

export const dishImage = (id: string): string => `/images/dishes/${id}.svg`;
