/** The chain's blog: recipes, Jain cooking, outlets, the kitchen, offers and events, through 2026. */

export interface BlogPostRow {
  id: string;
  image: string;
  title: string;
  description: string;
  /** A PostgreSQL array literal: insertRows passes plain values. */
  tags: string;
  created_at: string;
}

interface Post {
  id: string;
  image: string;
  title: string;
  html: string;
  tags: readonly string[];
  createdAt: string;
}

const posts: readonly Post[] = [
  {
    id: 'veg-hakka-noodles-at-home',
    image: '/images/dishes/veg-hakka-noodles.svg',
    title: 'How we toss our Veg Hakka Noodles, and how you can at home',
    tags: ['recipes', 'behind-the-wok'],
    createdAt: '2026-01-14T11:00:00+05:30',
    html: `<p>Veg Hakka Noodles were the first dish on our menu in 2006, and they are still the one we cook most. The recipe has hardly changed: thin noodles, crisp vegetables, a splash of soy and vinegar, and a wok hot enough to make the oil shimmer before anything touches it.</p>
<h2>What you need for two plates</h2>
<ul>
<li>200 g of thin wheat noodles, boiled until just soft and rinsed under cold water</li>
<li>A cup of shredded cabbage, carrot and capsicum, and two spring onions</li>
<li>Two teaspoons of light soy sauce, one of vinegar and a pinch of white pepper</li>
<li>Two tablespoons of oil with a high smoke point</li>
</ul>
<h2>The three things that matter</h2>
<p><strong>Heat first.</strong> Let the pan smoke before the vegetables go in, and cook them for no more than a minute: they should still snap. <strong>Dry noodles.</strong> Wet noodles steam instead of frying, so spread them on a plate for ten minutes after rinsing. <strong>Toss, do not stir.</strong> Lift and turn the noodles with two forks so that every strand meets the hot metal.</p>
<p>Not in the mood to wash the wok? Our kitchens toss a plate in under five minutes: <a href="/product">order from the menu</a> for delivery or take-away.</p>`,
  },
  {
    id: 'jain-indo-chinese',
    image: '/images/dishes/chilli-paneer-dry.svg',
    title: 'Jain Indo-Chinese: all the flavour, no onion, no garlic',
    tags: ['jain', 'recipes'],
    createdAt: '2026-02-20T12:30:00+05:30',
    html: `<p>Many of our guests in Surat, Ahmedabad and Vadodara eat Jain, and for years they told us the same thing: Indo-Chinese food without onion and garlic tastes like an afterthought. We took that as a challenge, and today more than forty dishes on our menu can be prepared Jain at no extra cost.</p>
<h2>How the Jain kitchen works</h2>
<p>A Jain order is cooked in its own wok, with its own ladles, from sauces made fresh without onion, garlic, ginger, potato or any other root vegetable. Celery, capsicum, cabbage and a little more black pepper carry the flavour the missing aromatics would have brought.</p>
<h2>Our guests' favourites</h2>
<ol>
<li>Chilli Paneer Dry, glazed in a Jain soy-chilli sauce</li>
<li>Veg Hakka Noodles with cabbage, capsicum and spring greens</li>
<li>Crispy Corn Salt &amp; Pepper</li>
<li>Paneer Momos with a tomato and red chilli dip</li>
</ol>
<blockquote>We taste every Jain sauce twice a day, because a sauce that is only almost right is wrong.</blockquote>
<p>To order Jain, choose the Jain preparation when you add a dish that offers it. Questions about ingredients? Write to <a href="mailto:care@wokflow.in">care@wokflow.in</a>.</p>`,
  },
  {
    id: 'half-price-wednesdays',
    image: '/images/dishes/wokflow-party-platter.svg',
    title: 'Half-price Wednesdays: five ways to make the most of them',
    tags: ['offers', 'outlets'],
    createdAt: '2026-03-18T10:00:00+05:30',
    html: `<p>Every Wednesday, everything you order at the counter of a Wokflow restaurant, to eat in or to take away, is half price. It started in 2019 as a quiet way to fill the middle of the week, and it has become the busiest evening we have.</p>
<h2>Our regulars' advice</h2>
<ul>
<li>Come early: between 7 and 9 pm the wait at our Adajan and Navrangpura outlets can reach twenty minutes.</li>
<li>Order for the table and share: the offer covers the whole menu, so try the dishes you usually skip.</li>
<li>Take away on the way home: a take-away order placed at the counter is half price too.</li>
<li>Leave room for a Sizzling Brownie, the dessert Wednesday was made for.</li>
<li>The half price is for orders placed at the outlet; online orders, for delivery or take-away, use our offer codes instead.</li>
</ul>
<p>Find the outlet nearest you on <a href="/store">Restaurants Nearby</a>, and see the rest of our offers on the <a href="/offer">offers page</a>.</p>`,
  },
  {
    id: 'now-delivering-chandkheda',
    image: '/images/dishes/sizzling-manchurian-platter.svg',
    title: 'Now delivering: Wokflow Chandkheda, a kitchen for north Ahmedabad',
    tags: ['outlets', 'events'],
    createdAt: '2026-04-25T18:00:00+05:30',
    html: `<p>North Ahmedabad has asked us for years why our riders never reach it. On 25 April we lit the woks of Wokflow Chandkheda, a delivery kitchen on the Visat Gandhinagar Highway and our sixth address in the city. It has no dining room: every dish it cooks goes out to homes and offices within six kilometres, hot and sealed.</p>
<h2>The first week</h2>
<p>More than eight hundred orders left the kitchen in its first seven days. The most ordered dishes were, in this order:</p>
<ol>
<li>Veg Manchurian Gravy with Burnt Garlic Fried Rice</li>
<li>Chilli Paneer Dry</li>
<li>Schezwan Noodles</li>
</ol>
<p>Thank you to everyone who waited patiently while a brand-new team found its rhythm. The kitchen delivers every day from 11 am to 11 pm; choose Delivery, type your area, and it appears among the outlets that reach you. Its phone number is on <a href="/store">Restaurants Nearby</a>.</p>`,
  },
  {
    id: 'a-morning-at-the-wok-station',
    image: '/images/dishes/schezwan-fried-rice.svg',
    title: 'A morning at the wok station',
    tags: ['behind-the-wok'],
    createdAt: '2026-06-09T09:30:00+05:30',
    html: `<p>At 8:30 am, two and a half hours before the first order, the kitchen of our Alkapuri outlet in Vadodara is already loud. Cabbage is being shredded by hand, a pot of vegetable stock has been simmering since seven, and the sauces for the day are being tasted one by one.</p>
<h2>Mise en place, the Wokflow way</h2>
<p>A wok cook has no time to chop during service: a plate of noodles leaves the flame in under three minutes. So every station is set before we open:</p>
<ul>
<li>vegetables cut to the same size, so they cook in the same time;</li>
<li>sauces in squeeze bottles, Jain sauces on a separate shelf;</li>
<li>rice cooked the evening before and cooled, because fresh rice turns to paste in the wok.</li>
</ul>
<blockquote>Ninety per cent of a good plate happens before the customer orders it.<br>Chef Imran, Alkapuri</blockquote>
<p>Our chefs train for six months before they run a wok on their own. Curious? Ask for a look at the kitchen on your next visit, or tell us what you think on our <a href="/feedback">feedback page</a>.</p>`,
  },
  {
    id: 'monsoon-momo-festival',
    image: '/images/dishes/schezwan-pan-fried-momos.svg',
    title: 'The Monsoon Momo Festival comes to all eight cities',
    tags: ['events', 'offers'],
    createdAt: '2026-07-22T16:00:00+05:30',
    html: `<p>Rain outside, steam rising from a basket of momos inside: there is no better monsoon evening. From 1 to 31 August every Wokflow outlet runs the Monsoon Momo Festival, with our three most loved momos at the centre of the menu and a basket on every table.</p>
<h2>On the festival menu</h2>
<ul>
<li>Schezwan Pan-Fried Momos, crisp at the bottom and glazed on top</li>
<li>Cheese Corn Momos with a smoked chilli dip</li>
<li>Chicken Kurkure Momos, coated in cornflakes and fried to a crunch</li>
</ul>
<p>Every festival order of ₹999 or more also takes the <strong>FEAST100</strong> code for ₹100 off. Browse the momos on the <a href="/product">menu</a>.</p>`,
  },
  {
    id: 'our-schezwan-sauce',
    image: '/images/dishes/triple-schezwan-rice.svg',
    title: 'Our Schezwan sauce, from dried chilli to your plate',
    tags: ['behind-the-wok', 'recipes'],
    createdAt: '2026-09-05T11:15:00+05:30',
    html: `<p>Every bottle of Schezwan sauce in our kitchens starts in one place: the central kitchen in Surat, where dried Kashmiri and Byadgi chillies are soaked overnight, ground and fried slowly in oil with celery and a little sugar.</p>
<h2>Why two chillies</h2>
<p>Kashmiri chillies bring the deep red colour and a mild warmth; Byadgi chillies bring the aroma. Together they give a sauce that is bold without burning, which matters when it goes into <em>Triple Schezwan Rice</em>, our spiciest dish.</p>
<h2>From the central kitchen to the outlets</h2>
<ol>
<li>A batch is cooked, cooled and tasted by two chefs.</li>
<li>It is bottled and labelled with the day it was made.</li>
<li>Refrigerated vans take it to every outlet twice a week, and an opened bottle is used within three days.</li>
</ol>
<p>A Jain Schezwan sauce is made the same way, without garlic and ginger, in its own pots. Try it in Paneer Schezwan Dry, on the <a href="/product">menu</a> now.</p>`,
  },
  {
    id: 'navratri-and-diwali-at-wokflow',
    image: '/images/dishes/fried-ice-cream.svg',
    title: 'Navratri nights and Diwali parties at Wokflow',
    tags: ['events', 'jain', 'outlets'],
    createdAt: '2026-10-08T19:00:00+05:30',
    html: `<p>After nine nights of garba the crowd arrives hungry, and our Vesu and Bodakdev restaurants, open until 1 am, fill up as the music stops. This year every outlet has a Navratri menu cooked entirely Jain, without onion, garlic or root vegetables, so the whole group can share every plate.</p>
<h2>Planning a Diwali party?</h2>
<p>Our restaurants take bookings for groups of ten to forty guests through the festive season. A party menu includes:</p>
<ul>
<li>two soups, four starters and two main courses of your choice;</li>
<li>a Jain version of every dish for guests who want it;</li>
<li>Fried Ice Cream or Darsaan for dessert.</li>
</ul>
<p>Call the outlet you would like to book (numbers on <a href="/store">Restaurants Nearby</a>) or write to <a href="mailto:events@wokflow.in">events@wokflow.in</a> with the date and the number of guests.</p>`,
  },
];

/** Tags become an array literal; they are plain words, so none needs quoting. */
function tagLiteral(tags: readonly string[]): string {
  for (const tag of tags) if (!/^[a-z0-9-]+$/.test(tag)) throw new Error(`blog tag ${tag} needs quoting`);
  return `{${tags.join(',')}}`;
}

export const blogPostRows: readonly BlogPostRow[] = posts.map((post) => ({
  id: post.id,
  image: post.image,
  title: post.title,
  description: post.html,
  tags: tagLiteral(post.tags),
  created_at: post.createdAt,
}));
