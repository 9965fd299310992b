let addresses = 0;

/**
 * A client address no other browser context or API helper of the run uses, sent as X-Forwarded-For to a
 * server that trusts it. The server limits sign-in codes and sign-ups per client address: a test run plays
 * many customers from one machine, each of whom is a client of their own. The process id keeps the test
 * files (each a process of its own) apart.
 */
export const newAddress = () => {
  addresses += 1;
  return `10.${process.pid % 250}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
