import type { Context } from 'hono';

/** The server's origin as the browser reached it (`https://shop.example`): the card gateway sends the customer back there. */
export const originOf = (c: Context) => new URL(c.req.url).origin;
