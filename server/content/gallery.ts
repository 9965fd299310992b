import type { MediaGallery } from '../../contract/store.ts';

/** The media gallery (/events): pictures and the wok video the app already serves from public/. */
export const mediaGallery: MediaGallery = {
  images: [
    { src: '/images/dishes/wokflow-party-platter.svg', alt: 'The Wokflow party platter, laid out for a group' },
    {
      src: '/images/dishes/sizzling-manchurian-platter.svg',
      alt: 'A sizzling Manchurian platter, straight from the kitchen',
    },
    {
      src: '/images/dishes/schezwan-pan-fried-momos.svg',
      alt: 'Schezwan pan-fried momos from the Monsoon Momo Festival',
    },
    { src: '/images/dishes/sizzling-brownie.svg', alt: 'A sizzling brownie, the favourite of half-price Wednesdays' },
  ],
  video: {
    src: '/media/wok-toss.webm',
    poster: '/images/banners/fresh-off-the-wok.svg',
    title: 'Fresh off the wok: vegetables tossed over a high flame',
  },
};
