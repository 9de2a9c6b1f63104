/**
 * The keyless map's place pins, kept across answers: a pin whose place is still in view stays the
 * same DOM element (moved if needed), so panning redraws only what changed and a pin that has the
 * keyboard focus keeps it. Leaflet makes a keyboard marker a focusable role=button; each pin is
 * named after its place and Enter or Space act like a click (Leaflet alone only reacts to the mouse).
 */
import L from 'leaflet';
import type { MapMarker } from '../types';
import { nearestCopy } from '../bounds';
import { pinIcon } from './icons';

/** Names a keyboard marker and makes Enter and Space activate it. */
export function accessible(marker: L.Marker, name: string, activate: () => void): void {
  marker.on('click', activate);
  const element = marker.getElement();
  element?.setAttribute('aria-label', name);
  element?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    activate();
  });
}

interface Pin {
  marker: L.Marker;
  place: MapMarker;
}

export class PinLayer {
  private readonly layer: L.LayerGroup;
  private pins = new Map<MapMarker['id'], Pin>();

  constructor(
    map: L.Map,
    private readonly onClick: (place: MapMarker) => void,
  ) {
    this.layer = L.layerGroup().addTo(map);
  }

  /** Shows exactly `places`, each at its copy (±360°) nearest to `centerLng`. */
  show(places: readonly MapMarker[], centerLng: number): void {
    const next = new Map<MapMarker['id'], Pin>();
    for (const place of places) {
      const at: L.LatLngTuple = [place.position.lat, nearestCopy(place.position.lng, centerLng)];
      const kept = this.pins.get(place.id);
      if (kept && kept.place.title === place.title) {
        kept.place = place;
        kept.marker.setLatLng(at);
        next.set(place.id, kept);
        this.pins.delete(place.id);
        continue;
      }
      const pin: Pin = { place, marker: L.marker(at, { icon: pinIcon(), title: place.title, keyboard: true, riseOnHover: true }) };
      accessible(pin.marker.addTo(this.layer), place.title, () => this.onClick(pin.place));
      next.set(place.id, pin);
    }
    for (const gone of this.pins.values()) this.layer.removeLayer(gone.marker);
    this.pins = next;
  }
}
