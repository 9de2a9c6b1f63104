/**
 * The duplicate-place check while the name — or, before a name has 3 characters, the text of the
 * map's place search (MAPS_SEARCH_FIELD) — is typed (part 1 §2, §5 "the typed name or search
 * text", §9): after a pause, a text of more than 2 characters asks the API's duplicatePlaces
 * (with the place's coordinates when known, and never the place being edited); up to 5 candidates (idplace, name, address, city), each
 * opening its editor in a new tab. Cleared when the name is shorter. A polite live region, so a
 * screen reader hears that candidates appeared.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Link, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DUPLICATES, parseCoordinates } from '../../../../domain';
import type { PanelDataProvider } from '../../../dataProvider';
import { MAPS_SEARCH_FIELD } from './maps/useMapsAutofill';

export const DUPLICATE_DELAY_MS = 400;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The place's position for ranking: the edit's coordinates text, else lat / lng. */
function usePosition(): { lat?: number; lng?: number } {
  const [coordinates, lat, lng] = useWatch({ name: ['coordinates', 'lat', 'lng'] }) as [unknown, unknown, unknown];
  const read = parseCoordinates(coordinates);
  if (read && 'lat' in read) return read;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : {};
}

export const DuplicateCheck = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const [typedName, searched] = useWatch({ name: ['name', MAPS_SEARCH_FIELD] }) as [unknown, unknown];
  const ownName = String(typedName ?? '').trim();
  const name = ownName.length >= DUPLICATES.minChars ? ownName : String(searched ?? '').trim();
  const exclude = useWatch({ name: 'idplace' }) as number | undefined;
  const { lat, lng } = usePosition();
  const asked = useDebounced(name, DUPLICATE_DELAY_MS);
  const enabled = asked.length >= DUPLICATES.minChars && name.length >= DUPLICATES.minChars;
  const { data = [] } = useQuery({
    queryKey: ['duplicatePlaces', asked, lat, lng, exclude],
    queryFn: ({ signal }) => dataProvider.getDuplicatePlaces({ name: asked, lat, lng, exclude, signal }).then((r) => r.data),
    enabled,
    staleTime: 30_000,
  });
  const candidates = enabled ? data.slice(0, DUPLICATES.max) : [];
  return (
    <Box aria-live="polite" sx={{ gridColumn: '1 / -1' }}>
      {candidates.length > 0 && (
        <Alert severity="warning" component="section" role="region" aria-labelledby="duplicates-title">
          <Typography id="duplicates-title" variant="subtitle2" component="h3">
            {translate('app.place_editor.duplicates.title')}
          </Typography>
          <Typography variant="body2">{translate('app.place_editor.duplicates.hint')}</Typography>
          <List dense disablePadding>
            {candidates.map((c) => (
              <ListItem key={c.idplace} disableGutters>
                <Link href={`/places/${c.idplace}`} target="_blank" rel="noopener noreferrer" color="inherit" underline="always">
                  {`${c.idplace} · ${c.name}`}
                </Link>
                <Typography variant="body2" component="span" sx={{ ml: 1 }}>
                  {[c.address, c.city].filter(Boolean).join(', ')}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
};
