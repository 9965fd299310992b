const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** An amount in rupees with the rupee sign and two decimals, grouped the Indian way: ₹1,234.50. */
export const formatRupees = (amount: number) => rupees.format(amount);
