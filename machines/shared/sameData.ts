/** Serialises with sorted keys, so two copies of the same data compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** True when two JSON-shaped values hold the same data (storage round trips may reorder keys). */
export function sameData(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
