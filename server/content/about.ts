import type { About } from '../../contract/store.ts';

/**
 * The about page (spec section 2, /about): the chain's own words, the same for every visitor. The
 * highlights are the spec's static claims, which the home page's statistics repeat.
 */
export const about: About = {
  story: [
    'Wokflow began in 2006 as a six-table restaurant in Adajan, Surat, with one wok, one burner that roared louder than the traffic outside, and a menu of twelve dishes. Our founder had learnt Indo-Chinese cooking in the kitchens of Kolkata and wanted Gujarat to taste it the way it should be: smoky, quick and never drowned in sauce.',
    'Word spread one plate of Hakka noodles at a time. Guests asked for a Jain Manchurian, so we built a Jain kitchen; they asked for delivery, so we trained riders; they moved to Vadodara and Ahmedabad and asked us to follow, so we did. Today more than twenty-five restaurants, express counters and delivery kitchens across eight cities cook from the same recipes.',
    'What has not changed is the wok. Every dish is still tossed to order over a high flame, sauces are still made in our own kitchen in Surat, and every new chef still spends six months beside an experienced one before cooking alone.',
  ],
  founder: {
    name: 'Nilesh Thakkar',
    role: 'Founder and head chef',
    image: '/images/tiles/founder.svg',
    quote:
      'A good wok dish is ready in three minutes, and those three minutes take years to learn. I still taste the sauces at our Adajan kitchen every week.',
  },
  highlights: [
    { count: 18, suffix: '+', label: 'Years of experience' },
    { count: 10, suffix: '+', label: 'Expert chefs' },
    { count: 200, suffix: '+', label: 'Daily visitors' },
    { count: 25, suffix: '+', label: 'Outlets' },
  ],
  mission:
    'To serve fresh, honest Indo-Chinese food, tossed to order and priced for every day, with a Jain choice for every guest who needs one, in a restaurant, at the counter or at the door.',
  vision:
    'To be the place every family in Gujarat thinks of first when it wants Indo-Chinese food, in every city we serve and the ones we open next.',
  testimonials: [
    {
      name: 'Priya Shah',
      city: 'Surat',
      quote:
        'We have celebrated every birthday in the family at the Adajan Wokflow for ten years. The Chilli Paneer tastes exactly as it did the first time.',
    },
    {
      name: 'Jignesh Patel',
      city: 'Ahmedabad',
      quote:
        'Finally a place where my mother can eat Jain and the rest of us do not have to compromise. The Jain Hakka noodles are as good as the regular ones.',
    },
    {
      name: 'Ananya Iyer',
      city: 'Vadodara',
      quote:
        'Ordered at 10 pm after a late shift, and the noodles arrived hot and still crisp. Delivery inside fifty minutes, as promised.',
    },
    {
      name: 'Rohan Desai',
      city: 'Rajkot',
      quote:
        'Half-price Wednesday with the college gang has become a tradition. The Schezwan fried rice and the Sizzling Brownie never leave our table.',
    },
    {
      name: 'Fatema Bhavnagarwala',
      city: 'Bharuch',
      quote:
        'Friendly staff, spotless kitchen you can look into, and momos that taste like they were folded five minutes ago, because they were.',
    },
  ],
};
