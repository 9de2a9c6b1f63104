/**
 * The search box's state (part 1 §2 Step 1): the typed text, the suggestions of the maps service
 * (while typing when the service allows it, 300 ms after the last key; otherwise on Enter), the
 * place behind a chosen suggestion, and whether the service is unavailable — said once, after which
 * the fields simply stay editable by hand. A newer search cancels the one in flight. `empty` says
 * that the last search, for the text still in the box, found nothing (the box then says so).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MapsUnavailableError, type MapsService, type PlaceSuggestion } from '../../../../maps/places';
import type { LatLng } from '../../../../maps';
import { SEARCH_MIN_CHARS } from '../../../../../domain';
import { storedPosition } from './useCurrentPosition';

const TYPING_PAUSE_MS = 300;

export function usePlaceSearch(service: MapsService | null, unavailable: boolean, onUnavailable: () => void) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<PlaceSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      if ((error as Error)?.name === 'AbortError') return;
      if (!(error instanceof MapsUnavailableError)) console.error(error);
      onUnavailable();
    },
    [onUnavailable],
  );

  const search = useCallback(
    async (value: string, near: LatLng | null = storedPosition()) => {
      if (timer.current) clearTimeout(timer.current);
      inFlight.current?.abort();
      setEmpty(false);
      if (!service || value.trim().length < SEARCH_MIN_CHARS) {
        setOptions([]);
        setLoading(false);
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      try {
        const found = await service.suggest(value.trim(), { near, signal: controller.signal });
        if (!controller.signal.aborted) {
          setOptions(found);
          setEmpty(found.length === 0);
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          setOptions([]);
          fail(error);
        }
      } finally {
        if (inFlight.current === controller) setLoading(false);
      }
    },
    [fail, service],
  );

  /** The user typed: suggestions after a pause, when the service suggests while typing. */
  const type = useCallback(
    (value: string) => {
      setText(value);
      setEmpty(false); // said of the text searched, not of this one
      if (!service?.autocomplete || unavailable) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void search(value), TYPING_PAUSE_MS);
    },
    [search, service, unavailable],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  return { text, setText, type, search, options, loading, empty, fail };
}
