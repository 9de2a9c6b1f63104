/**
 * The keyless provider of the MapView contract (src/maps/types.ts): Leaflet with OpenStreetMap
 * tiles. Without network the tiles stay grey, but markers, clusters and controls still work.
 * Imperative Leaflet inside one div: the map is created once; props update its layers.
 */
import 'leaflet/dist/leaflet.css';
import './markers.css';
import L from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { FIT_PADDING, type MapViewProps, type MapViewRequest } from '../types';
import { nearestCopy, normalizeBounds, wrapLng } from '../bounds';
import { clusterIcon, pinIcon } from './icons';
import { accessible, PinLayer } from './pinLayer';

export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores de OpenStreetMap</a>';
export const MAX_ZOOM = 19;

/** Moves the map to a requested view: a centre and zoom, or a box fitted with some room around it. */
function show(map: L.Map, view: MapViewRequest): void {
  if ('center' in view) {
    map.setView([view.center.lat, view.center.lng], view.zoom);
    return;
  }
  const { south, west, north, east } = view.bounds;
  // A box across the antimeridian (west > east) continues east of 180°.
  const box = L.latLngBounds([south, west], [north, east < west ? east + 360 : east]);
  // A map with no size yet (not laid out) cannot fit anything: look at the box's centre meanwhile.
  if (map.getSize().x === 0) map.setView(box.getCenter(), 2);
  else map.fitBounds(box, { padding: [FIT_PADDING, FIT_PADDING], maxZoom: view.maxZoom ?? MAX_ZOOM, animate: false });
}

export default function LeafletMapView(props: MapViewProps) {
  const { view, markers, clusters, pin, onPinChange, pinLabel, label, height = 480 } = props;
  const translate = useTranslate();
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const pinsRef = useRef<PinLayer | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const pinRef = useRef<L.Marker | null>(null);
  // The map's event handlers read the latest props; updated after each render (not during it).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const shownView = useRef(view);

  useEffect(() => {
    const map = L.map(element.current!, {
      minZoom: 1,
      maxZoom: MAX_ZOOM,
      worldCopyJump: true,
      zoomControl: false,
    });
    show(map, view);
    L.control.zoom({ zoomInTitle: translate('app.maps.zoom_in'), zoomOutTitle: translate('app.maps.zoom_out') }).addTo(map);
    L.tileLayer(OSM_TILES, { maxZoom: MAX_ZOOM, attribution: OSM_ATTRIBUTION }).addTo(map);
    pinsRef.current = new PinLayer(map, (place) => latest.current.onMarkerClick?.(place));
    layerRef.current = L.layerGroup().addTo(map);
    const report = () => {
      const b = map.getBounds();
      latest.current.onBoundsChange?.(normalizeBounds(b.getSouth(), b.getWest(), b.getNorth(), b.getEast()), map.getZoom());
    };
    map.on('moveend', report);
    map.on('click', (e: L.LeafletMouseEvent) => latest.current.onMapClick?.({ lat: e.latlng.lat, lng: wrapLng(e.latlng.lng) }));
    // Keyboard: Enter on the focused map is a click at its centre (pan with the arrows first).
    L.DomEvent.on(element.current!, 'keydown', (event) => {
      const key = event as KeyboardEvent;
      if (key.key !== 'Enter' || key.target !== element.current || !latest.current.onMapClick) return;
      key.preventDefault();
      const center = map.getCenter();
      latest.current.onMapClick({ lat: center.lat, lng: wrapLng(center.lng) });
    });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resize?.observe(element.current!);
    mapRef.current = map;
    map.whenReady(report);
    return () => {
      resize?.disconnect();
      map.remove();
      mapRef.current = null;
      pinsRef.current = null;
      layerRef.current = null;
      pinRef.current = null;
    };
    // The map is created once; later views arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (view === shownView.current) return;
    shownView.current = view;
    if (mapRef.current) show(mapRef.current, view);
  }, [view]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const centerLng = map.getCenter().lng;
    pinsRef.current?.show(markers ?? [], centerLng);
    layer.clearLayers();
    for (const cluster of clusters ?? []) {
      const shift = nearestCopy(cluster.position.lng, centerLng) - cluster.position.lng;
      const { south, west, north, east } = cluster.bounds;
      const bubble = L.marker([cluster.position.lat, cluster.position.lng + shift], {
        icon: clusterIcon(cluster.count),
        title: cluster.title,
        keyboard: true,
      });
      accessible(bubble.addTo(layer), cluster.title, () =>
        map.fitBounds(
          [
            [south, west + shift],
            [north, east + shift],
          ],
          { padding: [48, 48], maxZoom: MAX_ZOOM },
        ),
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
      pinRef.current = L.marker([pin.lat, pin.lng], {
        icon: pinIcon('map-pin--editing'),
        keyboard: true,
        zIndexOffset: 1000,
        title: pinLabel ?? '',
        alt: pinLabel ?? '',
      })
        .on('dragend', (e) => {
          const at = (e.target as L.Marker).getLatLng();
          latest.current.onPinChange?.({ lat: at.lat, lng: wrapLng(at.lng) });
        })
        .addTo(map);
      if (pinLabel) pinRef.current.getElement()?.setAttribute('aria-label', pinLabel);
    }
    pinRef.current.setLatLng([pin.lat, pin.lng]);
    if (onPinChange) pinRef.current.dragging?.enable();
    else pinRef.current.dragging?.disable();
  }, [pin, onPinChange, pinLabel]);

  return <div ref={element} role="region" aria-label={label} data-map-provider="leaflet" style={{ height, width: '100%' }} />;
}
