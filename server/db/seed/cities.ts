export interface CityRow {
  name: string;
  served: boolean;
  sort_order: number;
}

/** The spec's served cities in its own order, then the Gujarat cities the chain opens next. */
const SERVED = ['Surat', 'Vadodara', 'Ahmedabad', 'Anand', 'Vapi', 'Rajkot', 'Bharuch', 'Valsad'];
const COMING_SOON = ['Navsari', 'Gandhinagar', 'Bhavnagar', 'Jamnagar'];

export const cities: readonly CityRow[] = [
  ...SERVED.map((name) => ({ name, served: true })),
  ...COMING_SOON.map((name) => ({ name, served: false })),
].map((city, index) => ({ ...city, sort_order: index + 1 }));
