import { outlets } from './outlets.ts';

/**
 * One member of staff per demo outlet, numbered in the outlets' order: 9700000001 works at the first
 * outlet (Surat, Adajan), 9700000002 at the second, and so on; and Surat's manager, 9790000001, at every
 * outlet of Surat. The README lists a few.
 */
const SURAT_MANAGER = { id: 'staff-surat-manager', mobile_number: '9790000001', name: 'Surat manager' };
const CREATED_AT = '2026-01-01T00:00:00Z';

export const staffRows = [
  ...outlets.map((outlet, index) => ({
    id: `staff-${outlet.id}`,
    mobile_number: `97${String(index + 1).padStart(8, '0')}`,
    name: `${outlet.area} counter`,
    created_at: CREATED_AT,
  })),
  { ...SURAT_MANAGER, created_at: CREATED_AT },
];

export const staffOutletRows = [
  ...outlets.map((outlet) => ({ staff_id: `staff-${outlet.id}`, outlet_id: outlet.id })),
  ...outlets
    .filter((outlet) => outlet.city === 'Surat')
    .map((outlet) => ({ staff_id: SURAT_MANAGER.id, outlet_id: outlet.id })),
];
