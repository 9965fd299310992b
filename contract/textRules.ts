import * as v from 'valibot';

// The texts every request may ask for, one rule each, so that a missing field is refused alike in every call.

/** A text the caller must give: trimmed, and refused with `message` when it is missing or blank. */
export const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** An id the caller must give: '`name` is required' when it is missing or blank, '`name` is too long' past 100. */
export const requiredId = (name: string) =>
  v.pipe(requiredText(`${name} is required`), v.maxLength(100, `${name} is too long`));
