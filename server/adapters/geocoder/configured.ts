import { gazetteerGeocoder } from './gazetteer.ts';
import { type Geocoder, withFallback } from './geocoder.ts';
import { nominatimGeocoder } from './nominatim.ts';

/** With GEOCODER_URL: that Nominatim server, the gazetteer behind it; without: the gazetteer alone. */
export function configuredGeocoder(nominatimUrl: string | null, log: (line: string) => void): Geocoder {
  return nominatimUrl ? withFallback(nominatimGeocoder(nominatimUrl), gazetteerGeocoder, log) : gazetteerGeocoder;
}
