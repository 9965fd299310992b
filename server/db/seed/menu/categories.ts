import type { SuperCategoryId } from './superCategories.ts';

export interface CategorySeed {
  id: string;
  name: string;
  superCategoryId: SuperCategoryId;
  /** The soft background of its dishes' pictures. */
  colour: string;
}

export const categories = [
  { id: 'veg-soups', name: 'Veg Soups', superCategoryId: 'soups', colour: '#ffe7c7' },
  { id: 'non-veg-soups', name: 'Non-Veg Soups', superCategoryId: 'soups', colour: '#ffdcc0' },
  { id: 'veg-starters', name: 'Veg Starters', superCategoryId: 'starters', colour: '#dff0d5' },
  { id: 'potato-crispies', name: 'Potato & Crispies', superCategoryId: 'starters', colour: '#fde9b8' },
  { id: 'non-veg-starters', name: 'Non-Veg Starters', superCategoryId: 'starters', colour: '#ffd6cf' },
  { id: 'momos', name: 'Momos', superCategoryId: 'momos-rolls', colour: '#f6ead8' },
  { id: 'spring-rolls', name: 'Spring Rolls', superCategoryId: 'momos-rolls', colour: '#f3e4c6' },
  { id: 'noodles', name: 'Noodles', superCategoryId: 'noodles-rice', colour: '#fff0b3' },
  { id: 'fried-rice', name: 'Fried Rice', superCategoryId: 'noodles-rice', colour: '#f3f0d2' },
  { id: 'chopsuey-sizzlers', name: 'Chopsuey & Sizzlers', superCategoryId: 'noodles-rice', colour: '#ffe0b5' },
  { id: 'veg-gravies', name: 'Veg Gravies', superCategoryId: 'main-course', colour: '#e3f1d9' },
  { id: 'non-veg-gravies', name: 'Non-Veg Gravies', superCategoryId: 'main-course', colour: '#fbd9cc' },
  { id: 'meal-combos', name: 'Meal Combos', superCategoryId: 'combos', colour: '#d9eed6' },
  { id: 'rice-bowls', name: 'Rice Bowls', superCategoryId: 'combos', colour: '#e0ecf6' },
  { id: 'desserts', name: 'Desserts', superCategoryId: 'desserts-drinks', colour: '#ece3f7' },
  { id: 'beverages', name: 'Beverages', superCategoryId: 'desserts-drinks', colour: '#d8f0f3' },
] as const satisfies readonly CategorySeed[];

export type CategoryId = (typeof categories)[number]['id'];
