/**
 * The map screens use: picks the provider (Google with a key, else Leaflet + OpenStreetMap) and
 * loads only that one's code (a separate bundle chunk each).
 */
import { Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import type { MapViewProps } from './types';
import { chooseMapProvider } from './provider';
import { lazyView } from '../lazyView';

const LeafletMapView = lazyView(() => import('./leaflet/LeafletMapView'), 'default');
const GoogleMapView = lazyView(() => import('./google/GoogleMapView'), 'default');

export function MapView(props: MapViewProps) {
  const Provider = chooseMapProvider() === 'google' ? GoogleMapView : LeafletMapView;
  const fallback = (
    <Box
      role="region"
      aria-label={props.label}
      sx={{ height: props.height ?? 480, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
    >
      <CircularProgress size={32} aria-hidden />
    </Box>
  );
  return (
    <Suspense fallback={fallback}>
      <Provider {...props} />
    </Suspense>
  );
}
