import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatRupees } from '../../contract/money.ts';

const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

test('rupees read as the Indian locale writes them: the sign, lakh and crore grouping, two decimals', () => {
  expect(formatRupees(0)).toBe('₹0.00');
  expect(formatRupees(5)).toBe('₹5.00');
  expect(formatRupees(249)).toBe('₹249.00');
  expect(formatRupees(1234.5)).toBe('₹1,234.50');
  expect(formatRupees(123456.789)).toBe('₹1,23,456.79');
  expect(formatRupees(12345678)).toBe('₹1,23,45,678.00');
  expect(formatRupees(-420)).toBe('-₹420.00');
});

test('the same text as Intl.NumberFormat for any amount in paise, up to a crore and down to minus one', () => {
  fc.assert(
    fc.property(fc.integer({ min: -100_00, max: 100_000_000_00 }), (paise) => {
      expect(formatRupees(paise / 100)).toBe(intl.format(paise / 100));
    }),
    { numRuns: 2000 },
  );
});

test('an amount worked out to more decimals (a tax, a share) rounds as Intl.NumberFormat rounds it', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 10_000_000, noNaN: true }), (amount) => {
      expect(formatRupees(amount)).toBe(intl.format(amount));
    }),
    { numRuns: 2000 },
  );
  // Intl writes '-₹0.00' for a negative amount that rounds to nothing; a customer reads '₹0.00'.
  expect(formatRupees(-0.001)).toBe('₹0.00');
});
