import type { Dish } from './dish.ts';
import { combos } from './dishes/combos.ts';
import { dessertsDrinks } from './dishes/dessertsDrinks.ts';
import { mainCourse } from './dishes/mainCourse.ts';
import { momosRolls } from './dishes/momosRolls.ts';
import { noodlesRice } from './dishes/noodlesRice.ts';
import { soups } from './dishes/soups.ts';
import { starters } from './dishes/starters.ts';

/** The whole demo menu in menu order. */
export const dishes: readonly Dish[] = [
  ...soups,
  ...starters,
  ...momosRolls,
  ...noodlesRice,
  ...mainCourse,
  ...combos,
  ...dessertsDrinks,
];
