import * as v from 'valibot';

/** A value saved as JSON under `key`, or null when it is missing or no longer has the expected shape. */
export function readStored<T extends v.GenericSchema>(key: string, schema: T): v.InferOutput<T> | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
