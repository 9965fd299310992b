/** The account's pages, in the account panel and beside the profile page; each page adds its link when it exists. */
export const PROFILE_LINKS = [
  { to: '/profile/pro', label: 'My Profile' },
  { to: '/profile/order', label: 'Order' },
  { to: '/profile/wallet', label: 'Wallet' },
  { to: '/profile/add', label: 'My Address' },
  { to: '/profile/fav', label: 'Favorite' },
] as const;
