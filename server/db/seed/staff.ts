import { outlets } from './outlets.ts';

/**
 * One member of staff per demo outlet, numbered in the outlets' order: 9700000001 works at the first
 * outlet (Surat, Adajan), 9700000002 at the second, and so on. The README lists a few.
 */
export const staffRows = outlets.map((outlet, index) => ({
  id: `staff-${outlet.id}`,
  mobile_number: `97${String(index + 1).padStart(8, '0')}`,
  name: `${outlet.area} counter`,
  created_at: '2026-01-01T00:00:00Z',
}));

export const staffOutletRows = outlets.map((outlet) => ({ staff_id: `staff-${outlet.id}`, outlet_id: outlet.id }));
