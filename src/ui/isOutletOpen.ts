import type { Outlet } from '../../contract/outlet.ts';

/** Taking orders now: active, and within its opening hours (the server works out `isOpen`). */
export const isOutletOpen = (outlet: Outlet) => outlet.is_active && outlet.isOpen;
