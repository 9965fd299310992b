export interface LatLng {
  lat: number;
  lng: number;
}

/** Finds an address line on the map. Resolves null when it cannot; rejects when the service itself failed. */
export interface Geocoder {
  geocode(addressLine: string): Promise<LatLng | null>;
}

/**
 * `primary`, and `fallback` whenever it finds nothing or fails: an online service knows few Indian house
 * addresses, and an approximate pin the customer can drag beats no pin at all.
 */
export function withFallback(primary: Geocoder, fallback: Geocoder, log: (line: string) => void): Geocoder {
  return {
    async geocode(addressLine) {
      try {
        const found = await primary.geocode(addressLine);
        if (found) return found;
      } catch (error) {
        log(`Geocoder failed, using the fallback: ${error instanceof Error ? error.message : String(error)}`);
      }
      return fallback.geocode(addressLine);
    },
  };
}
