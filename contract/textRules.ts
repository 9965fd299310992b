import * as v from 'valibot';

// The rules of the texts many requests ask for, one each, so that a field is refused alike in every call.

/** A text the caller must give: trimmed, and refused with `message` when it is missing or blank. */
export const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** An id the caller must give: '`name` is required' when it is missing or blank, '`name` is too long' past 100. */
export const requiredId = (name: string) =>
  v.pipe(requiredText(`${name} is required`), v.maxLength(100, `${name} is too long`));

/** A name has a letter in it: not only spaces, dots or invisible characters ('\u200b'), which read as no name. */
export const hasLetter = (message: string) => v.regex(/\p{L}/u, message);

/**
 * An Indian mobile number: 10 digits (MOBILE_DIGITS), the first 6 to 9 (numbering plan); any other ten digits would be texted a
 * code that reaches no one.
 */
export const MOBILE_NUMBER = /^[6-9]\d{9}$/;

/** A mobile number as people write one ('98765 43210', '+91 98765-43210', '098765 43210'): its 10 digits. */
export const nationalMobile = (written: string) => written.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, '');

/**
 * An email address one could write to: a name and a domain of dot-separated parts ending in two letters or more,
 * with no space, no second '@', no dot at either end of the name and no two dots in a row ('asha@example..com').
 */
export const EMAIL = /^(?!\.)(?!.*\.\.)[^\s@]+(?<!\.)@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

/** A rule a form breaks: its message, and the field it is about, which the form marks and shows it under. */
export interface FormProblem<Field extends string> {
  field: Field;
  message: string;
}

/**
 * The first rule `fields` break under `schema`, a request's, in the schema's order (the form's), or null: what a
 * form of the shop shows under the field it is about.
 */
export function firstProblem<Fields extends Record<string, unknown>>(
  schema: v.GenericSchema<Fields, unknown>,
  fields: Fields,
): FormProblem<keyof Fields & string> | null {
  const result = v.safeParse(schema, fields, { abortEarly: true });
  if (result.success) return null;
  const [issue] = result.issues;
  return { field: issue.path?.[0]?.key as keyof Fields & string, message: issue.message };
}

/** A form's machine with no rule broken: no message, and no field it is about. */
export const NO_PROBLEM = { error: null, errorField: null };

/** What a form's machine keeps of the rule broken: its message (`error`) and its field (`errorField`). */
export const problemShown = <Field extends string>(problem: FormProblem<Field> | null) => ({
  error: problem?.message ?? null,
  errorField: problem?.field ?? null,
});
