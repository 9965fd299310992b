/** The number a customer reads on an order: the database's sequence number, zero-padded (`WF-000042`). */
export const orderNumber = (number: string | number) => `WF-${String(number).padStart(6, '0')}`;
