/** The document's groups of calls, in the order the reference lists them. */
export const TAGS = [
  {
    name: 'Outlets',
    description: 'Finding an outlet: the nearest to the device, by id, by area (delivery), by city (take-away).',
  },
  { name: 'Menu', description: "An outlet's super-categories and dishes, searched, filtered and sorted." },
  { name: 'Home', description: "The home page's banners, tiles, statistics and cities." },
  { name: 'Pages', description: 'The blog, the about page and the media gallery.' },
  { name: 'Stores', description: 'Restaurants Nearby: the active outlets by city.' },
  { name: 'Feedback', description: 'The feedback form: its choices and a submission.' },
  { name: 'Sign-in', description: 'Sign-up, and sign-in by a 4-digit code texted to the mobile number.' },
  { name: 'Profile', description: "The signed-in customer's profile, order type and outlet." },
  { name: 'Cart', description: "The signed-in customer's cart, every amount priced by the server." },
  { name: 'Offers', description: 'The offers page, and applying a code to the cart.' },
  { name: 'Orders', description: "Checking out with cash on delivery, and the customer's orders." },
  { name: 'Payments', description: "Paying an order online or from the wallet, and the card gateway's return." },
  { name: 'Wallet', description: 'Topping the wallet up through the card gateway, and its transactions.' },
  { name: 'Favourites', description: 'The dishes a customer likes.' },
  { name: 'Addresses', description: 'Saved delivery addresses, and finding a typed address on the map.' },
  {
    name: 'Outlet controls',
    description: "An outlet's staff: open or close it now, pause delivery or take-away, mark dishes sold out.",
  },
  { name: 'Map', description: "The address map's style and the places it draws (plain JSON, no envelope)." },
  {
    name: 'Staff',
    description: "The outlet console's calls: staff sign-in, the board of orders, moves and the live events.",
  },
  {
    name: 'Point of sale',
    description:
      "The chain's point of sale or delivery partner moving orders: signed webhooks, applied once per event.",
  },
  {
    name: 'Development',
    description: 'Only while no SMS gateway is configured: the outbox of texts, to read a sign-in code.',
  },
  {
    name: 'Sandbox gateway',
    description: "Only while no CCAvenue account is configured: the local stand-in for the card gateway's pages.",
  },
  { name: 'Reference', description: 'This document and its interactive reference.' },
] as const;

export type Tag = (typeof TAGS)[number]['name'];
