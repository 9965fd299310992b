/** Indian grouping: the last three digits, then pairs (12,34,567). */
const GROUP_BOUNDARY = /(\d)(?=(\d\d)+\d$)/g;

/**
 * An amount in rupees with the rupee sign and two decimals, grouped the Indian way: ₹1,234.50, as
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes it. Not with Intl itself: the first
 * number format a page makes loads the browser's locale data, 20 to 50 ms of a desktop's main thread and four
 * times that on a phone, in the task that draws the cart's prices. The server's messages write amounts with it too.
 */
export function formatRupees(amount: number): string {
  const [whole = '0', paise = '00'] = Math.abs(amount).toFixed(2).split('.');
  const sign = amount < 0 && Number(amount.toFixed(2)) !== 0 ? '-' : '';
  return `${sign}₹${whole.replace(GROUP_BOUNDARY, '$1,')}.${paise}`;
}
