/** The menu's search parameter naming the dish to take the customer to. */
export const DISH_PARAM = 'dish';

/** A dish's place in the whole menu: the search links there, the menu scrolls to it and marks it. */
export const dishLink = (productId: string) => `/product?${new URLSearchParams({ [DISH_PARAM]: productId })}`;
