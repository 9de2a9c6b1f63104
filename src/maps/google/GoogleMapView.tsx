/**
 * The Google provider of the MapView contract (src/maps/types.ts), used when the server sends
 * GOOGLE_MAPS_KEY. Drawn with @react-google-maps/api; the script loads (./loader, shared with the
 * place editor's maps service, so it is loaded once) only when this module runs, which MapView only
 * does with a key.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useTranslate } from 'react-admin';
import { FIT_PADDING, type LatLng, type MapCluster, type MapViewProps, type MapViewRequest } from '../types';
import { normalizeBounds } from '../bounds';
import { clusterLabel, clusterSymbol, toLatLng } from './markers';
import { loadGoogleMaps } from './loader';

export default function GoogleMapView(props: MapViewProps) {
  const translate = useTranslate();
  const { isLoaded, loadError } = useGoogleMaps();
  if (!isLoaded || loadError) {
    return (
      <Box
        role="region"
        aria-label={props.label}
        sx={{ height: props.height ?? 480, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
      >
        <Typography color={loadError ? 'error' : 'text.secondary'}>
          {translate(loadError ? 'app.maps.google_failed' : 'app.maps.loading')}
        </Typography>
      </Box>
    );
  }
  return <GoogleCanvas {...props} />;
}

/** Whether the Maps JavaScript API is ready (or could not be loaded), through the shared loader. */
function useGoogleMaps(): { isLoaded: boolean; loadError: unknown } {
  const [state, setState] = useState<{ isLoaded: boolean; loadError: unknown }>({ isLoaded: false, loadError: undefined });
  useEffect(() => {
    let mounted = true;
    loadGoogleMaps().then(
      () => mounted && setState({ isLoaded: true, loadError: undefined }),
      (loadError: unknown) => mounted && setState({ isLoaded: false, loadError: loadError ?? new Error('Google Maps failed to load') }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}

/** Moves the map to a requested view: a centre and zoom, or a box fitted with some room around it. */
function show(map: google.maps.Map, view: MapViewRequest): void {
  if ('center' in view) {
    map.setCenter(view.center);
    map.setZoom(view.zoom);
    return;
  }
  map.fitBounds(view.bounds, FIT_PADDING);
  const maxZoom = view.maxZoom;
  if (maxZoom !== undefined) google.maps.event.addListenerOnce(map, 'idle', () => (map.getZoom() ?? 0) > maxZoom && map.setZoom(maxZoom));
}

/** Where the map starts before `show` moves it (a box starts on its centre). */
const startOf = (view: MapViewRequest) =>
  'center' in view
    ? view
    : { center: { lat: (view.bounds.south + view.bounds.north) / 2, lng: (view.bounds.west + view.bounds.east) / 2 }, zoom: 2 };

function GoogleCanvas({ view, markers, clusters, pin, onPinChange, pinLabel, label, height = 480, ...events }: MapViewProps) {
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [initial] = useState(() => startOf(view));
  const shownView = useRef<MapViewRequest | null>(null);

  useEffect(() => {
    if (!map || view === shownView.current) return;
    shownView.current = view;
    show(map, view);
  }, [map, view]);

  const reportBounds = () => {
    const bounds = map?.getBounds();
    if (!map || !bounds) return;
    const sw = bounds.getSouthWest();
    const ne = bounds.getNorthEast();
    events.onBoundsChange?.(normalizeBounds(sw.lat(), sw.lng(), ne.lat(), ne.lng()), map.getZoom() ?? initial.zoom);
  };
  const zoomInto = (cluster: MapCluster) => {
    const { south, west, north, east } = cluster.bounds;
    map?.fitBounds({ south, west, north, east }, 48);
  };
  const moved = (e: google.maps.MapMouseEvent, to?: (p: LatLng) => void) => {
    if (e.latLng && to) to(toLatLng(e.latLng));
  };

  return (
    <div role="region" aria-label={label} data-map-provider="google" style={{ height, width: '100%' }}>
      <GoogleMap
        mapContainerStyle={{ height: '100%', width: '100%' }}
        center={initial.center}
        zoom={initial.zoom}
        options={{ streetViewControl: false, mapTypeControl: false, clickableIcons: false }}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
        onIdle={reportBounds}
        onClick={(e) => moved(e, events.onMapClick)}
      >
        {(markers ?? []).map((marker) => (
          <MarkerF key={marker.id} position={marker.position} title={marker.title} onClick={() => events.onMarkerClick?.(marker)} />
        ))}
        {(clusters ?? []).map((cluster) => (
          <MarkerF
            key={cluster.id}
            position={cluster.position}
            title={cluster.title}
            icon={clusterSymbol(cluster.count)}
            label={clusterLabel(cluster.count)}
            onClick={() => zoomInto(cluster)}
          />
        ))}
        {pin && (
          <MarkerF
            position={pin}
            title={pinLabel}
            draggable={Boolean(onPinChange)}
            zIndex={1000}
            onDragEnd={(e) => moved(e, onPinChange)}
          />
        )}
      </GoogleMap>
    </div>
  );
}
