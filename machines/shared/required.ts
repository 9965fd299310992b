/** A value a state guarantees by construction (e.g. the position once it is known); fails loudly if that ever breaks. */
export function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`expected ${what} to be known here`);
  return value;
}
