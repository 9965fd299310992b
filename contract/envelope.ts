import * as v from 'valibot';

/** Every reply of the API: `{ error: 0 | 1, msg, data }`. */
export const envelope = <T extends v.GenericSchema>(data: T) =>
  v.object({ error: v.picklist([0, 1]), msg: v.string(), data });

export type Envelope<T> = { error: 0 | 1; msg: string; data: T };
