/**
 * Loads the places map for the visible area (the data provider's getPlacesMap) through
 * react-query: each bounds change, debounced so a drag or a zoom animation asks once, becomes the
 * query; the previous request is aborted and its markers stay until the new answer arrives.
 * Failures leave the last markers in place (spec: list loading failures are silent), except an
 * expired session, which logs out (useDataProvider checks every call).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';
import type { PlacesMapData } from '../../dataProvider/custom/placesMap';
import type { MapBounds } from '../../maps';

export const BOUNDS_DEBOUNCE_MS = 250;

export interface PlacesMapState {
  answer: PlacesMapData | null;
  totals: { total: number; located: number } | null;
  loading: boolean;
  onBoundsChange: (bounds: MapBounds, zoom: number) => void;
}

export function usePlacesMap(): PlacesMapState {
  const dataProvider = useDataProvider<PanelDataProvider>();
  const [view, setView] = useState<{ bounds: MapBounds; zoom: number } | null>(null);
  const [totals, setTotals] = useState<PlacesMapState['totals']>(null);
  const [waiting, setWaiting] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const { data, isFetching } = useQuery({
    queryKey: ['placesMap', view],
    enabled: view !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async ({ signal }) => {
      const { data: answer } = await dataProvider.getPlacesMap({ ...view!, totals: totals === null, signal });
      if (answer.total !== undefined && answer.located !== undefined) setTotals({ total: answer.total, located: answer.located });
      return answer;
    },
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

  return { answer: data ?? null, totals, loading: waiting || isFetching, onBoundsChange };
}
