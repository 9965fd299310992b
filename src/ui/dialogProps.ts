/** Radix links dialog content to its description; without one it wants `aria-describedby` explicitly unset. */
export const withoutDescription = (description: string | undefined) =>
  description ? {} : { 'aria-describedby': undefined };
