export interface AddonCategorySeed {
  id: string;
  name: string;
  min_no_of_addon: number;
  /** One: a radio group. */
  max_no_of_addon: number;
}

export interface AddonSeed {
  id: string;
  name: string;
  aliasName: string;
  rupees: number;
}

export const addonCategories = [
  { id: 'dips', name: 'Choose your dip', min_no_of_addon: 1, max_no_of_addon: 1 },
  { id: 'two-sauces', name: 'Pick any two sauces', min_no_of_addon: 2, max_no_of_addon: 2 },
  { id: 'toppings', name: 'Add a topping', min_no_of_addon: 1, max_no_of_addon: 1 },
  { id: 'dessert-extras', name: 'Make it richer', min_no_of_addon: 1, max_no_of_addon: 3 },
] as const satisfies readonly AddonCategorySeed[];

export type AddonCategoryId = (typeof addonCategories)[number]['id'];

/** Every dish that can be made Jain points at this one add-on; it costs nothing. */
export const JAIN_ADDON = { id: 'jain', name: 'Jain (no onion, no garlic)', aliasName: 'જૈન', rupees: 0 } as const;

export const addons = [
  { id: 'schezwan-dip', name: 'Schezwan Dip', aliasName: 'શેઝવાન ડીપ', rupees: 30 },
  { id: 'eggless-mayo-dip', name: 'Eggless Mayo Dip', aliasName: 'મેયો ડીપ', rupees: 30 },
  { id: 'sweet-chilli-dip', name: 'Sweet Chilli Dip', aliasName: 'સ્વીટ ચિલી ડીપ', rupees: 30 },
  { id: 'hot-garlic-dip', name: 'Hot Garlic Dip', aliasName: 'હોટ ગાર્લિક ડીપ', rupees: 35 },
  { id: 'chilli-oil', name: 'Red Chilli Oil', aliasName: 'ચિલી ઓઇલ', rupees: 20 },
  { id: 'extra-veggies', name: 'Extra Veggies', aliasName: 'વધુ શાકભાજી', rupees: 40 },
  { id: 'extra-paneer', name: 'Extra Paneer', aliasName: 'વધુ પનીર', rupees: 60 },
  { id: 'crispy-noodles', name: 'Crispy Noodle Topping', aliasName: 'ક્રિસ્પી નૂડલ્સ', rupees: 30 },
  { id: 'fried-egg', name: 'Fried Egg', aliasName: 'ફ્રાઇડ એગ', rupees: 30 },
  { id: 'extra-chicken', name: 'Extra Chicken', aliasName: 'વધુ ચિકન', rupees: 80 },
  { id: 'vanilla-scoop', name: 'Vanilla Ice Cream Scoop', aliasName: 'વેનીલા સ્કૂપ', rupees: 50 },
  { id: 'chocolate-sauce', name: 'Chocolate Sauce', aliasName: 'ચોકલેટ સોસ', rupees: 30 },
  { id: 'roasted-sesame', name: 'Roasted Sesame', aliasName: 'શેકેલા તલ', rupees: 20 },
] as const satisfies readonly AddonSeed[];

export type AddonId = (typeof addons)[number]['id'];
