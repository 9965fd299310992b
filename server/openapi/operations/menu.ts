import { SORT_OPTIONS } from '../../../contract/constants.ts';
import { ProductGroupListSchema, ProductListSchema, SuperCategoryListSchema } from '../../../contract/menu.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';
import { OUTLET_NAMED } from './sharedCalls.ts';

const STORE = '`storeId` (or `store`, as the original site sent) names the outlet.';
const LIKES = "A customer's session token adds which dishes they like (`islike`).";
const NOT_AVAILABLE =
  "Dishes taken off the menu or sold out at the outlet are listed too, with `isDeleted` true, so that their card can say 'Not Available'.";
const MISSING = { 404: [MESSAGES.outletNotFound, MESSAGES.superCategoryNotFound] };

export const menuOperations = operationsOf('Menu', {
  superCategories: {
    summary: 'The super-categories of the menu',
    description: STORE,
    data: SuperCategoryListSchema,
    ...OUTLET_NAMED,
  },
  products: {
    summary: 'The whole menu, grouped by category',
    description: `${STORE} ${NOT_AVAILABLE} ${LIKES}`,
    data: ProductGroupListSchema,
    ...OUTLET_NAMED,
  },
  bySuperCategory: {
    summary: 'The dishes of a super-category, grouped by category',
    description: `${STORE} ${NOT_AVAILABLE} ${LIKES}`,
    data: ProductGroupListSchema,
    refusals: MISSING,
  },
  search: {
    summary: 'Dishes matching a text',
    description: `Dishes whose name matches come first. ${LIKES}`,
    data: ProductListSchema,
    ...OUTLET_NAMED,
  },
  filter: {
    summary: 'Dishes filtered and sorted',
    description: `\`sortBy\`: ${SORT_OPTIONS.map(({ value, label }) => `${value} ${label}`).join(', ')}. ${LIKES}`,
    data: ProductListSchema,
    refusals: MISSING,
  },
});
