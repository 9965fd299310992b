/** The home page: banner carousel, dynamic tiles, statistics and app links. */

const BANNER_VIDEO = '/media/wok-toss.webm';

export const bannerRows = [
  { id: 'banner-fresh-off-the-wok', image: '/images/banners/fresh-off-the-wok.svg', type: 'image', file_type: 'svg' },
  { id: 'banner-first-order', image: '/images/banners/first-order.svg', type: 'image', file_type: 'svg' },
  { id: 'banner-wok-toss', image: BANNER_VIDEO, type: 'video', file_type: 'webm' },
  {
    id: 'banner-half-price-wednesday',
    image: '/images/banners/half-price-wednesday.svg',
    type: 'image',
    file_type: 'svg',
  },
  { id: 'banner-eight-cities', image: '/images/banners/eight-cities.svg', type: 'image', file_type: 'svg' },
].map((banner, index) => ({ ...banner, sort_order: index + 1 }));

/** The offer code printed on the popup and the first-order banner. */
export const FIRST_ORDER_CODE = 'WOKFIRST20';

export const dynamicContentRows = [
  {
    key: 'favourite1',
    image: '/images/tiles/favourite-chilli-paneer.svg',
    title: 'Chilli Paneer Dry',
    description: 'Our most-tossed starter: malai paneer in a smoky soy-chilli glaze.',
    type: 'image',
  },
  {
    key: 'favourite2',
    image: BANNER_VIDEO,
    title: 'Fresh off the wok',
    description: 'Every dish is tossed to order over a roaring flame.',
    type: 'video',
  },
  {
    key: 'favourite3',
    image: '/images/tiles/favourite-hakka-noodles.svg',
    title: 'Veg Hakka Noodles',
    description: 'Smoky, light and the heart of our menu since day one.',
    type: 'image',
  },
  {
    key: 'favourite4',
    image: '/images/tiles/favourite-fried-ice-cream.svg',
    title: 'Fried Ice Cream',
    description: 'Hot outside, icy inside: the dessert everyone saves room for.',
    type: 'image',
  },
  {
    key: 'offermodal',
    image: '/images/offers/first-order.svg',
    title: 'Flat 20% off on your first order',
    description: `Use code ${FIRST_ORDER_CODE} at checkout on your first order of ₹299 or more, for delivery or take-away.`,
    type: 'image',
  },
  {
    key: 'order_online',
    image: '/images/tiles/order-online.svg',
    title: 'Order online',
    description: 'Hot Indo-Chinese from your nearest Wokflow, delivered in 45 to 60 minutes or ready for take-away.',
    type: 'image',
  },
];

/** The spec's claims; the third one is shown as a percentage. */
export const statisticRows = [
  {
    count: 18,
    title: 'Years of experience',
    description: 'Tossing Indo-Chinese favourites across Gujarat since 2006.',
  },
  { count: 10, title: 'Expert chefs', description: 'Wok masters trained in our own kitchens.' },
  { count: 98, title: 'Happy customers', description: 'Of our guests rate their meal four stars or more.' },
  { count: 200, title: 'Daily visitors', description: 'Walk into every Wokflow restaurant on an average day.' },
  { count: 25, title: 'Outlets', description: 'Restaurants, express counters and cloud kitchens in 8 cities.' },
].map((statistic, index) => ({ ...statistic, sort_order: index + 1 }));

export const settingRows = [
  { key: 'app_link_android', value: 'https://play.google.com/store/apps/details?id=in.wokflow.app' },
  { key: 'app_link_ios', value: 'https://apps.apple.com/in/app/wokflow-order-indo-chinese/id6478120451' },
];
