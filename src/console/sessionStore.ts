// The one place the console reads and writes this device's storage: its own key, apart from the shop's
// customer `authToken`, so a staff member may also be signed in to the shop as a customer.

const SESSION_KEY = 'staffSession';

export const readSession = () => localStorage.getItem(SESSION_KEY);
export const saveSession = (token: string) => localStorage.setItem(SESSION_KEY, token);
export const forgetSession = () => localStorage.removeItem(SESSION_KEY);
