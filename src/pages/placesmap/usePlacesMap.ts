/**
 * Loads the places map for the visible area: each bounds change (debounced, so a drag or a zoom
 * animation asks once) replaces the previous request, which is aborted. Failures leave the last
 * markers in place (spec: list loading failures are silent), except an expired session, which logs out.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { gql } from '../../dataProvider/client';
import type { MapBounds } from '../../maps';
import { PLACES_MAP_QUERY, placesMapVariables, type PlacesMapData } from './placesMapQuery';

export const BOUNDS_DEBOUNCE_MS = 250;

export interface PlacesMapState {
  answer: PlacesMapData | null;
  totals: { total: number; located: number } | null;
  loading: boolean;
  onBoundsChange: (bounds: MapBounds, zoom: number) => void;
}

export function usePlacesMap(): PlacesMapState {
  const [answer, setAnswer] = useState<PlacesMapData | null>(null);
  const [totals, setTotals] = useState<PlacesMapState['totals']>(null);
  const [loading, setLoading] = useState(true);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const haveTotals = useRef(false);

  const load = useCallback(
    async (bounds: MapBounds, zoom: number) => {
      inflight.current?.abort();
      const request = new AbortController();
      inflight.current = request;
      setLoading(true);
      try {
        const variables = placesMapVariables(bounds, zoom, !haveTotals.current);
        const data = await gql<{ placesMap: PlacesMapData }>(PLACES_MAP_QUERY, variables, { signal: request.signal });
        if (request.signal.aborted) return;
        const { total, located } = data.placesMap;
        if (total !== undefined && located !== undefined) {
          haveTotals.current = true;
          setTotals({ total, located });
        }
        setAnswer(data.placesMap);
      } catch (error) {
        if (!request.signal.aborted) await logoutIfAccessDenied(error);
      } finally {
        if (inflight.current === request) {
          inflight.current = null;
          setLoading(false);
        }
      }
    },
    [logoutIfAccessDenied],
  );

  const onBoundsChange = useCallback(
    (bounds: MapBounds, zoom: number) => {
      clearTimeout(timer.current);
      setLoading(true);
      timer.current = setTimeout(() => void load(bounds, zoom), BOUNDS_DEBOUNCE_MS);
    },
    [load],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  return { answer, totals, loading, onBoundsChange };
}
