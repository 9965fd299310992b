import type { Product } from '../../contract/menu.ts';

/**
 * A dish the outlet does not sell now (spec: `isDeleted`, shown 'Not Available'): it cannot be added.
 * The menu's cards and the add-to-cart wizard ask here, so the rule is written once.
 */
export const isSoldOut = (product: Pick<Product, 'isDeleted'>) => product.isDeleted;
