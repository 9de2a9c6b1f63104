/**
 * opening_hours.js's verdict on an OSM value, loaded on demand: the parser is about 1 MB, so its
 * chunk comes only when the step shows a value. undefined while it loads (or for no value).
 */
import { useEffect, useState } from 'react';
import type { OpeningHoursCheck } from '../../../../../../domain/openingHoursCheck';

export function useParserCheck(value: string | null): OpeningHoursCheck | undefined {
  const [result, setResult] = useState<{ value: string; check: OpeningHoursCheck }>();
  useEffect(() => {
    if (value === null) return undefined;
    let live = true;
    import('../../../../../../domain/openingHoursCheck')
      .then(({ checkOpeningHours }) => {
        if (live) setResult({ value, check: checkOpeningHours(value) });
      })
      .catch(() => undefined); // no network for the chunk: the text stays, unchecked
    return () => {
      live = false;
    };
  }, [value]);
  return result && result.value === value ? result.check : undefined;
}
