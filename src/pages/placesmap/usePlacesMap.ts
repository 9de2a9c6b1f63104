/**
 * Loads the places map through react-query, which ships with react-admin: first where it opens
 * (the data provider's getPlacesMapExtent: the located places' box and the totals, once), then
 * what is visible (getPlacesMap) at each bounds change, debounced so a drag or a zoom animation
 * asks once; the previous request is aborted and its markers stay until the new answer arrives.
 * Failures leave the last markers in place (spec: list loading failures are silent; without the
 * box the map opens on the world), except an expired session, which logs out (useDataProvider
 * checks every call).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';
import { extentBox, type PlacesMapData } from '../../dataProvider/custom/placesMap';
import { PLACE_ZOOM, WORLD_VIEW, type MapBounds, type MapViewRequest } from '../../maps';

export const BOUNDS_DEBOUNCE_MS = 250;

export interface PlacesMapState {
  /** Where the map opens: null until the box is known (or known to be missing). */
  opening: MapViewRequest | null;
  answer: PlacesMapData | null;
  totals: { total: number; located: number } | null;
  loading: boolean;
  onBoundsChange: (bounds: MapBounds, zoom: number) => void;
}

export function usePlacesMap(): PlacesMapState {
  const dataProvider = useDataProvider<PanelDataProvider>();
  const [view, setView] = useState<{ bounds: MapBounds; zoom: number } | null>(null);
  const [waiting, setWaiting] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const extent = useQuery({
    queryKey: ['placesMapExtent'],
    retry: false,
    queryFn: async ({ signal }) => (await dataProvider.getPlacesMapExtent({ signal })).data,
  });
  const { data, isFetching } = useQuery({
    queryKey: ['placesMap', view],
    enabled: view !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async ({ signal }) => (await dataProvider.getPlacesMap({ ...view!, signal })).data,
  });

  const onBoundsChange = useCallback((bounds: MapBounds, zoom: number) => {
    clearTimeout(timer.current);
    setWaiting(true);
    timer.current = setTimeout(() => {
      setWaiting(false);
      setView({ bounds, zoom });
    }, BOUNDS_DEBOUNCE_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // One object per answer (react-query keeps `data` the same while it is the same): the map moves
  // only when a NEW view arrives. A single place is a box of no size: it opens at PLACE_ZOOM.
  const { isPending, data: where } = extent;
  const opening = useMemo<MapViewRequest | null>(() => {
    if (isPending) return null;
    const box = where ? extentBox(where) : null;
    return box ? { bounds: box, maxZoom: PLACE_ZOOM } : WORLD_VIEW;
  }, [isPending, where]);
  return {
    opening,
    answer: data ?? null,
    totals: extent.data ? { total: extent.data.total, located: extent.data.located } : null,
    loading: extent.isPending || waiting || isFetching,
    onBoundsChange,
  };
}
