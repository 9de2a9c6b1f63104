/**
 * The keyless provider of the MapView contract (src/maps/types.ts): Leaflet with OpenStreetMap
 * tiles. Without network the tiles stay grey, but markers, clusters and controls still work.
 * Imperative Leaflet inside one div: the map is created once; props update its layers.
 */
import 'leaflet/dist/leaflet.css';
import './markers.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { MapViewProps } from '../types';
import { nearestCopy, normalizeBounds, wrapLng } from '../bounds';
import { clusterIcon, pinIcon } from './icons';

export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores de OpenStreetMap</a>';
export const MAX_ZOOM = 19;

/**
 * Leaflet makes a keyboard marker a focusable role=button; this names it and makes Enter and Space
 * act like a click (Leaflet alone only reacts to the mouse).
 */
function accessible(marker: L.Marker, name: string, activate: () => void): void {
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

export default function LeafletMapView(props: MapViewProps) {
  const { view, markers, clusters, pin, onPinChange, label, height = 480 } = props;
  const translate = useTranslate();
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const pinRef = useRef<L.Marker | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const shownView = useRef(view);

  useEffect(() => {
    const map = L.map(element.current!, {
      center: [view.center.lat, view.center.lng],
      zoom: view.zoom,
      minZoom: 1,
      maxZoom: MAX_ZOOM,
      worldCopyJump: true,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: translate('app.maps.zoom_in'), zoomOutTitle: translate('app.maps.zoom_out') }).addTo(map);
    L.tileLayer(OSM_TILES, { maxZoom: MAX_ZOOM, attribution: OSM_ATTRIBUTION }).addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    const report = () => {
      const b = map.getBounds();
      latest.current.onBoundsChange?.(normalizeBounds(b.getSouth(), b.getWest(), b.getNorth(), b.getEast()), map.getZoom());
    };
    map.on('moveend', report);
    map.on('click', (e: L.LeafletMouseEvent) => latest.current.onMapClick?.({ lat: e.latlng.lat, lng: wrapLng(e.latlng.lng) }));
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resize?.observe(element.current!);
    mapRef.current = map;
    map.whenReady(report);
    return () => {
      resize?.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      pinRef.current = null;
    };
    // The map is created once; later views arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (view === shownView.current) return;
    shownView.current = view;
    mapRef.current?.setView([view.center.lat, view.center.lng], view.zoom);
  }, [view]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const centerLng = map.getCenter().lng;
    for (const marker of markers ?? []) {
      const lng = nearestCopy(marker.position.lng, centerLng);
      const pin = L.marker([marker.position.lat, lng], { icon: pinIcon(), title: marker.title, keyboard: true, riseOnHover: true });
      accessible(pin.addTo(layer), marker.title, () => latest.current.onMarkerClick?.(marker));
    }
    for (const cluster of clusters ?? []) {
      const shift = nearestCopy(cluster.position.lng, centerLng) - cluster.position.lng;
      const { south, west, north, east } = cluster.bounds;
      const bubble = L.marker([cluster.position.lat, cluster.position.lng + shift], { icon: clusterIcon(cluster.count), title: cluster.title, keyboard: true });
      accessible(bubble.addTo(layer), cluster.title, () =>
        map.fitBounds([[south, west + shift], [north, east + shift]], { padding: [48, 48], maxZoom: MAX_ZOOM }),
      );
    }
  }, [markers, clusters]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!pin) {
      pinRef.current?.remove();
      pinRef.current = null;
      return;
    }
    if (!pinRef.current) {
      pinRef.current = L.marker([pin.lat, pin.lng], { icon: pinIcon('map-pin--editing'), keyboard: true, zIndexOffset: 1000 })
        .on('dragend', (e) => {
          const at = (e.target as L.Marker).getLatLng();
          latest.current.onPinChange?.({ lat: at.lat, lng: wrapLng(at.lng) });
        })
        .addTo(map);
    }
    pinRef.current.setLatLng([pin.lat, pin.lng]);
    if (onPinChange) pinRef.current.dragging?.enable();
    else pinRef.current.dragging?.disable();
  }, [pin, onPinChange]);

  return <div ref={element} role="region" aria-label={label} data-map-provider="leaflet" style={{ height, width: '100%' }} />;
}
