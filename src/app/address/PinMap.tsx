import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibre, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { API_BASE, MAP_HEIGHT_PX, MAP_ZOOM } from '../../../contract/constants.ts';
import type { PlaceFeature } from '../../../contract/map.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import type { Pin } from '../../../machines/address/address.types.ts';
import { nameThePlaces, offlinePlaces, pinArea } from './offlinePlaces.ts';
import * as styles from './pinMap.css.ts';

setWorkerUrl(workerUrl);

/** The style the server names: the configured one, or its own offline style of the served cities. */
const STYLE_URL = `${API_BASE}/map/style`;

interface PinMapProps {
  pin: Pin;
  /** The customer dragged the pin: its new place. Without it the pin stays where it is. */
  onMove?: (pin: Pin) => void;
}

/**
 * The address-confirmation map (spec section 7): zoom 15, 400 px high, a draggable pin. A style that
 * cannot be loaded (a refused key, say) shows the 'Error: AuthFailure' panel instead.
 */
export default function PinMap({ pin, onMove }: PinMapProps) {
  const container = useRef<HTMLElement>(null);
  const marker = useRef<Marker | null>(null);
  const [failed, setFailed] = useState(false);
  // The offline map's places, for the pin's area; none with a street map.
  const [places, setPlaces] = useState<readonly PlaceFeature[]>([]);
  const moved = useEffectEvent((next: Pin) => onMove?.(next));
  const draggable = useRef(onMove !== undefined);
  const start = useRef(pin);

  useEffect(() => {
    if (!container.current) return;
    const { lat, lng } = start.current;
    const map = new MapLibre({ container: container.current, style: STYLE_URL, center: [lng, lat], zoom: MAP_ZOOM });
    map.addControl(new NavigationControl({ showCompass: false }));
    map.once('load', async () => {
      const named = await offlinePlaces(map);
      nameThePlaces(map, named, styles.placeName);
      setPlaces(named);
    });
    map.on('error', (event) => {
      // Only a style that never loaded is fatal; a missing tile later is not.
      if (!map.isStyleLoaded()) setFailed(true);
      console.error(event.error);
    });
    const pinMarker = new Marker({ draggable: draggable.current, color: '#b3261e' }).setLngLat([lng, lat]).addTo(map);
    pinMarker
      .getElement()
      .setAttribute('aria-label', draggable.current ? 'Delivery pin: drag it to your door' : 'Delivery pin');
    pinMarker.on('dragend', () => {
      const position = pinMarker.getLngLat();
      moved({ lat: position.lat, lng: position.lng });
    });
    marker.current = pinMarker;
    return () => {
      marker.current = null;
      map.remove();
    };
  }, []);

  // A pin set from outside (a new geocoding) moves the marker.
  useEffect(() => {
    marker.current?.setLngLat([pin.lng, pin.lat]);
  }, [pin.lat, pin.lng]);

  const area = pinArea(places, pin);

  if (failed) {
    return (
      <div className={styles.failure} role="alert" style={{ height: MAP_HEIGHT_PX }}>
        {MESSAGES.mapAuthFailure}
      </div>
    );
  }
  return (
    <>
      <section
        ref={container}
        className={styles.map}
        style={{ height: MAP_HEIGHT_PX }}
        aria-label={onMove ? 'Map: drag the pin to your door' : 'Map of the delivery address'}
      />
      {area && (
        <p className={styles.area} aria-live="polite">
          Pin in {area}
        </p>
      )}
    </>
  );
}
