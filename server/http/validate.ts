import { vValidator } from '@hono/valibot-validator';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { describedBody, describedParameters } from '../openapi/inputs.ts';
import { fail } from './reply.ts';

/** valibot's default messages ("Invalid type: ...") do not name the field, so those get its path in front. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  if (!issue) return 'Invalid request';
  const path = v.getDotPath(issue);
  return path && issue.message.startsWith('Invalid ') ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Characters no one types into a form: the control characters but tab and line breaks (NUL, which PostgreSQL
 * text cannot hold, a terminal's escape, backspace...) and those that turn the direction of the text around them
 * (U+202A to U+202E, U+2066 to U+2069), which make a name or an address read otherwise on the staff's board.
 */
const UNTYPABLE = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;

/** The field (its dot path) of the first text in the body that holds such a character; null when none does. */
function fieldWithUntypable(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNTYPABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithUntypable(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

const isJson = (contentType: string | undefined) =>
  /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType?.trim() ?? '');

/** JSON bodies are read like form bodies: top-level numbers and booleans become the strings a form would send. */
function asFormFields(json: unknown): Record<string, unknown> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new HTTPException(400, { message: 'The request body must be a JSON object' });
  }
  const asField = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => [key, Array.isArray(value) ? value.map(asField) : asField(value)]),
  );
}

/** No call's body nests deeper than an add-on list of objects; a deeper one is refused before it is parsed. */
const MAX_JSON_DEPTH = 8;

/** How deep the arrays and objects of a JSON text nest, counted without parsing it (brackets inside strings do not count). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new HTTPException(400, { message: 'The request body is nested too deeply' });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: 'The request body is not valid JSON' });
  }
}

/** The top-level keys an object schema (possibly at the head of a `pipe`) declares. */
function declaredKeys(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  if ('entries' in schema && typeof schema.entries === 'object' && schema.entries) return Object.keys(schema.entries);
  if ('pipe' in schema && Array.isArray(schema.pipe) && schema.pipe[0] !== schema) return declaredKeys(schema.pipe[0]);
  return [];
}

/**
 * valibot reports an absent key with a generic "Invalid key" message; an explicit `undefined` lets the
 * field's own message ('storeId is required') speak instead.
 */
function withDeclaredKeys(schema: v.GenericSchema, input: Record<string, unknown>): Record<string, unknown> {
  const complete = { ...input };
  for (const key of declaredKeys(schema)) if (!(key in complete)) complete[key] = undefined;
  return complete;
}

const isUrlEncoded = (contentType: string | undefined) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType?.trim() ?? '');

/**
 * hono's form validator parses a body through a web `Response` (a tenth of a millisecond a call under load);
 * the shop's bodies are URL-encoded, and URLSearchParams is the same parser, straight on the text. It is left
 * where the validator looks first: it reads it with `forEach((value, key))` and `get`, which URLSearchParams
 * has as FormData does.
 */
async function parseUrlEncodedForm(c: Context): Promise<void> {
  if (!isUrlEncoded(c.req.header('Content-Type')) || c.req.bodyCache.formData) return;
  c.req.bodyCache.formData = new URLSearchParams(await c.req.text()) as unknown as FormData;
}

/**
 * Validates the request body with `schema`, whether it came form-encoded (arrays as repeated fields)
 * or as JSON; the handler reads the result with `c.req.valid('form')`. A bad body gets a 400 envelope.
 * The OpenAPI document describes the body with the same schema.
 */
export function validBody<S extends v.GenericSchema>(schema: S) {
  const validate = validator('form', async (form, c) => {
    const input = isJson(c.req.header('Content-Type')) ? asFormFields(await readJson(c)) : form;
    const untypable = fieldWithUntypable(input, '');
    if (untypable !== null) return fail(c, 400, `${untypable} contains a control character`);
    const result = v.safeParse(schema, withDeclaredKeys(schema, input));
    if (!result.success) return fail(c, 400, describeIssues(result.issues));
    return result.output as v.InferOutput<S>;
  });
  const parseThenValidate: typeof validate = async (c, next) => {
    await parseUrlEncodedForm(c);
    return validate(c, next);
  };
  return describedBody(parseThenValidate, schema);
}

/** Validates the path parameters or the query string with `schema`; a bad one gets a 400 envelope. */
const validParameters =
  <Target extends 'param' | 'query'>(target: Target) =>
  <S extends v.GenericSchema>(schema: S) =>
    describedParameters(
      vValidator(target, schema, (result, c) => {
        if (!result.success) return fail(c, 400, describeIssues(result.issues));
      }),
      target,
      schema,
    );

export const validParams = validParameters('param');
export const validQuery = validParameters('query');

/** A path segment: trimmed, required, at most `max` characters, no NUL (PostgreSQL text cannot hold one). */
export const pathText = (name: string, max = 100) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(max, `${name} is too long`),
    v.excludes('\0', `${name} contains a NUL character`),
  );
