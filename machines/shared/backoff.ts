/** A wait that doubles with each try: `first` before the first (tries 0), twice that before the next, never over `max`. */
export const doublingWait =
  (first: number, max: number) =>
  (triesBefore: number): number =>
    Math.min(first * 2 ** triesBefore, max);
