/**
 * 'Mapa de sitios' (part 1 §2 "Places map"): opens on the box of the located places (the world at
 * zoom 2 when there is none) with the total count; one marker per place in view, titled with its
 * name, while they are few enough for the browser (up to 300), clusters above — asked to the API
 * at each move (usePlacesMap), so 100,000 places never become 100,000 DOM nodes. Clicking a place
 * shows its name, a link to its editor and a zoom to it at zoom 16 (§9).
 */
import { useMemo, useState } from 'react';
import { Box, Card, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { MapView, PLACE_ZOOM, type MapCluster, type MapMarker, type MapViewRequest } from '../../maps';
import { usePlacesMap } from './usePlacesMap';
import { SelectedPlace } from './SelectedPlace';

const number = new Intl.NumberFormat('es-ES');
const MAP_HEIGHT = 'max(360px, calc(100vh - 230px))';

export const PlacesMapPage = () => {
  const translate = useTranslate();
  const { opening, answer, totals, loading, onBoundsChange } = usePlacesMap();
  const [moved, setMoved] = useState<MapViewRequest | null>(null);
  const view = moved ?? opening;
  const [selected, setSelected] = useState<MapMarker | null>(null);

  const markers = useMemo<MapMarker[]>(
    () => (answer?.points ?? []).map((p) => ({ id: p.idplace, position: { lat: p.lat, lng: p.lng }, title: p.name })),
    [answer],
  );
  const clusters = useMemo<MapCluster[]>(
    () =>
      (answer?.clusters ?? []).map((c) => ({
        id: `${c.lat}:${c.lng}:${c.count}`,
        position: { lat: c.lat, lng: c.lng },
        count: c.count,
        bounds: { south: c.south, west: c.west, north: c.north, east: c.east },
        title: translate('app.placesmap.cluster', { smart_count: c.count, count: number.format(c.count) }),
      })),
    [answer, translate],
  );

  return (
    <div>
      <PageTitle title="app.page.placesmap" />
      <Stack direction="row" spacing={1.5} alignItems="baseline" sx={{ mb: 1.5, minHeight: 28 }}>
        {totals && (
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-testid="placesmap-total">
              {translate('app.placesmap.total', { smart_count: totals.total, count: number.format(totals.total) })}
            </Typography>
            {totals.located < totals.total && (
              <Typography variant="body2" color="text.secondary">
                ({translate('app.placesmap.located', { count: number.format(totals.located) })})
              </Typography>
            )}
          </>
        )}
      </Stack>
      <Card sx={{ position: 'relative', zIndex: 0 }}>
        {view ? (
          <MapView
            label={translate('app.page.placesmap')}
            height={MAP_HEIGHT}
            view={view}
            markers={markers}
            clusters={clusters}
            onBoundsChange={onBoundsChange}
            onMarkerClick={setSelected}
          />
        ) : (
          <Box role="region" aria-label={translate('app.page.placesmap')} sx={{ height: MAP_HEIGHT, bgcolor: 'grey.100' }} />
        )}
        {loading && (
          <Paper
            role="status"
            elevation={3}
            sx={{
              position: 'absolute',
              top: 12,
              left: '50%',
              transform: 'translateX(-50%)',
              zIndex: 1001,
              px: 1.5,
              py: 0.75,
              display: 'flex',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">{translate('app.maps.loading')}</Typography>
          </Paper>
        )}
        {selected && (
          <SelectedPlace
            place={selected}
            onClose={() => setSelected(null)}
            onZoom={() => setMoved({ center: selected.position, zoom: PLACE_ZOOM })}
          />
        )}
      </Card>
      <Box sx={{ height: 8 }} />
    </div>
  );
};
