/**
 * 'Usar posición actual' (part 1 §2 Step 1): the browser's position, kept for the session in
 * sessionStorage as `position` {lat, lng, accuracy}. The stored one is used when there is one;
 * otherwise the browser is asked once. A refusal (or no geolocation at all) is silent: null.
 */
import { useCallback } from 'react';
import type { LatLng } from '../../../../maps';

export const POSITION_KEY = 'position';

export interface StoredPosition extends LatLng {
  accuracy: number;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The position kept in this session, if any (a damaged entry counts as none). */
export function storedPosition(): StoredPosition | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(POSITION_KEY) ?? 'null') as Partial<StoredPosition> | null;
    if (!value || !finite(value.lat) || !finite(value.lng) || Math.abs(value.lat) > 90 || Math.abs(value.lng) > 180) return null;
    return { lat: value.lat, lng: value.lng, accuracy: finite(value.accuracy) ? value.accuracy : 0 };
  } catch {
    return null;
  }
}

function askBrowser(): Promise<StoredPosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}

/** Answers the session's position, asking the browser when none is kept. */
export function useCurrentPosition() {
  return useCallback(async (): Promise<StoredPosition | null> => {
    const kept = storedPosition();
    if (kept) return kept;
    const asked = await askBrowser();
    if (asked) sessionStorage.setItem(POSITION_KEY, JSON.stringify(asked));
    return asked;
  }, []);
}
