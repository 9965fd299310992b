/** The footer's link columns (spec section 2): routes of the storefront. */
export const FOOTER_COLUMNS = [
  {
    title: 'Explore',
    links: [
      { label: 'Menu', to: '/product' },
      { label: 'Offers', to: '/offer' },
      { label: 'About', to: '/about' },
      { label: 'Blog', to: '/blog' },
      { label: 'Media', to: '/events' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQs', to: '/faqs' },
      { label: 'Restaurants Nearby', to: '/store' },
      { label: 'Feedback', to: '/feedback' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: '/policy' },
      { label: 'Terms', to: '/terms&condition' },
      { label: 'Disclaimer', to: '/disclaimer' },
    ],
  },
] as const;

/** The chain's own profiles. */
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/wokflow' },
  { label: 'Facebook', href: 'https://www.facebook.com/wokflow' },
  { label: 'YouTube', href: 'https://www.youtube.com/@wokflow' },
] as const;
