import type { BannerArt, Cluster, OfferArt } from './compose.ts';

/** The pictures of the home page's carousel, tiles and offer popup, by the path the demo data stores. */
export const bannerArt: Record<string, BannerArt> = {
  '/images/banners/fresh-off-the-wok.svg': {
    label: 'Wokflow: fresh off the wok',
    headline: {
      kicker: 'WOKFLOW · INDO-CHINESE KITCHEN',
      lines: ['Fresh off the wok'],
      subline: 'Hakka noodles, Manchurian and momos, tossed to order',
      chip: 'ORDER NOW',
    },
    cluster: { main: 'steaming-bowl', around: ['dumpling', 'hot-pepper', 'chopsticks', 'fortune-cookie'] },
  },
  '/images/banners/first-order.svg': {
    label: 'Flat 20% off your first order with code WOKFIRST20',
    headline: {
      kicker: 'NEW TO WOKFLOW?',
      lines: ['Flat 20% off', 'your first order'],
      subline: 'On orders of ₹299 or more, delivery or take-away',
      chip: 'USE CODE WOKFIRST20',
    },
    cluster: { main: 'takeout-box', around: ['party-popper', 'sparkles', 'wrapped-gift', 'dumpling'] },
  },
  '/images/banners/half-price-wednesday.svg': {
    label: 'Half price every Wednesday at the counter of any outlet, to eat in or to take away',
    headline: {
      kicker: 'EVERY WEDNESDAY, AT THE COUNTER',
      lines: ['Half price on', 'dine-in & take-away'],
      subline: 'Order at any outlet · online orders use offer codes',
      chip: 'AT THE OUTLET ONLY',
    },
    cluster: { main: 'bento-box', around: ['falafel', 'french-fries', 'cooked-rice', 'tropical-drink'] },
  },
  '/images/banners/eight-cities.svg': {
    label: 'Wokflow now serves 8 cities across Gujarat',
    headline: {
      kicker: 'NOW SERVING',
      lines: ['8 cities across Gujarat'],
      subline: 'Surat · Vadodara · Ahmedabad · Anand · Vapi · Rajkot · Bharuch · Valsad',
      chip: 'FIND YOUR NEAREST WOKFLOW',
    },
    cluster: { main: 'round-pushpin', around: ['motor-scooter', 'takeout-box', 'shopping-bags', 'steaming-bowl'] },
  },
};

export const tileArt: Record<string, { label: string; cluster: Cluster }> = {
  '/images/tiles/favourite-chilli-paneer.svg': {
    label: 'Chilli Paneer Dry',
    cluster: { main: 'cheese-wedge', around: ['hot-pepper', 'leafy-green'] },
  },
  '/images/tiles/favourite-hakka-noodles.svg': {
    label: 'Veg Hakka Noodles',
    cluster: { main: 'steaming-bowl', around: ['chopsticks', 'broccoli'] },
  },
  '/images/tiles/favourite-fried-ice-cream.svg': {
    label: 'Fried Ice Cream',
    cluster: { main: 'ice-cream', around: ['fire', 'chocolate-bar'] },
  },
  '/images/tiles/order-online.svg': {
    label: 'Order online',
    cluster: { main: 'mobile-phone', around: ['takeout-box', 'motor-scooter'] },
  },
  // The about page's founder (GET about): a cook at the wok rather than a made-up photograph.
  '/images/tiles/founder.svg': {
    label: 'Our founder at the wok',
    cluster: { main: 'man-cook', around: ['fire', 'steaming-bowl'] },
  },
  // The home page's two fixed tiles: the views use these pictures directly.
  '/images/tiles/take-away.svg': {
    label: 'Take Away',
    cluster: { main: 'shopping-bags', around: ['takeout-box', 'stopwatch'] },
  },
  '/images/tiles/near-me.svg': {
    label: 'Near me',
    cluster: { main: 'round-pushpin', around: ['motor-scooter', 'steaming-bowl'] },
  },
};

export const offerArt: Record<string, OfferArt> = {
  '/images/offers/first-order.svg': {
    label: 'Flat 20% off on your first order with code WOKFIRST20',
    kicker: 'FIRST ORDER',
    big: '20% OFF',
    line: 'On orders of ₹299+',
    code: 'CODE: WOKFIRST20',
    cluster: { main: 'wrapped-gift', around: ['sparkles', 'dumpling'] },
  },
  '/images/offers/take-away.svg': {
    label: 'Flat ₹50 off take-away orders of ₹499 or more with code TAKEAWAY50',
    kicker: 'TAKE AWAY',
    big: '₹50 OFF',
    line: 'Pick-up orders of ₹499+',
    code: 'CODE: TAKEAWAY50',
    cluster: { main: 'takeout-box', around: ['chopsticks', 'sparkles'] },
  },
  '/images/offers/feast.svg': {
    label: 'Flat ₹100 off orders of ₹999 or more with code FEAST100',
    kicker: 'FEAST TIME',
    big: '₹100 OFF',
    line: 'On orders of ₹999+',
    code: 'CODE: FEAST100',
    cluster: { main: 'party-popper', around: ['steaming-bowl', 'dumpling'] },
  },
};
