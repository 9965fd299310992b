/**
 * What `promise` resolves to, or null once it fails: a failure is only logged (spec section 8: a
 * network failure shows the customer nothing), and the page keeps its skeleton.
 */
export const orNothing = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    console.error(error);
    return null;
  });
