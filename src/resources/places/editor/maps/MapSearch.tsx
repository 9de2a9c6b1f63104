/**
 * The map region of step 1 and of quick add (part 1 §2): 'Usar posición actual', the place search
 * box, 'Buscar de nuevo' (edit: name plus city), and the map — opening at zoom 2, or on the place
 * at zoom 16 (§9); a click puts the marker there and reverse-geocodes it. A chosen result or a
 * click fills the form (or, editing, offers its values) through useMapsAutofill. When the maps
 * service cannot be reached one message says so and every field stays editable by hand.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatCoordinates, parseCoordinates } from '../../../../../domain';
import { timeZoneAt } from '../../../../../domain/timeZone';
import { MapView, PLACE_ZOOM, WORLD_VIEW, type LatLng, type MapViewRequest } from '../../../../maps';
import { useMapsService, type MapsService, type PlaceSuggestion } from '../../../../maps/places';
import { SearchBox } from './SearchBox';
import { useCurrentPosition } from './useCurrentPosition';
import { MAPS_SEARCH_FIELD, MAPS_SUGGESTION_FIELD, useMapsAutofill } from './useMapsAutofill';
import type { MapsSuggestion } from './autofill';
import { usePlaceSearch } from './usePlaceSearch';

const M = 'app.place_editor.maps.';

/** Where the form says the place is: the edit form's coordinates text, else lat / lng. */
function pinOf(coordinates: unknown, lat: unknown, lng: unknown): LatLng | null {
  if (typeof coordinates === 'string') {
    const read = parseCoordinates(coordinates);
    return read && 'lat' in read ? read : null;
  }
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

export const MapSearch = ({ wide = true }: { wide?: boolean }) => {
  const translate = useTranslate();
  const form = useFormContext();
  const service = useMapsService();
  const autofill = useMapsAutofill();
  const currentPosition = useCurrentPosition();
  const [coordinates, lat, lng, idplace] = useWatch({ name: ['coordinates', 'lat', 'lng', 'idplace'] });
  const editing = idplace !== undefined;
  const pin = pinOf(coordinates, lat, lng);
  const [view, setView] = useState<MapViewRequest>(() => (pin ? { center: pin, zoom: PLACE_ZOOM } : WORLD_VIEW));
  const [unavailable, setUnavailable] = useState(false);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  const search = usePlaceSearch(service, unavailable, markUnavailable);

  const fill = useCallback(
    (found: Parameters<typeof autofill>[0], ready: MapsService) => {
      autofill(found, ready);
      setView({ center: found.position, zoom: PLACE_ZOOM });
    },
    [autofill],
  );

  /** The marker goes here (a click, a drag, the current position), and what is there is looked up. */
  const placeAt = useCallback(
    async (position: LatLng) => {
      const set = (field: string, value: unknown) => form.setValue(field, value, { shouldDirty: true });
      set('lat', position.lat);
      set('lng', position.lng);
      if (editing) set('coordinates', formatCoordinates(position.lat, position.lng));
      else set('timezone', timeZoneAt(position.lat, position.lng) ?? form.getValues('timezone'));
      if (!service || unavailable) return;
      try {
        const found = await service.reverse(position);
        if (found) autofill({ ...found, position }, service);
      } catch (error) {
        search.fail(error);
      }
    },
    [autofill, editing, form, search, service, unavailable],
  );

  const choose = async (suggestion: PlaceSuggestion) => {
    if (!service) return;
    try {
      fill(await service.details(suggestion.id), service);
    } catch (error) {
      search.fail(error);
    }
  };

  const goToMyPosition = async () => {
    const position = await currentPosition();
    if (!position) return; // refused: nothing to say (part 1 §2)
    setView({ center: position, zoom: PLACE_ZOOM });
    await placeAt(position);
  };

  const searchAgain = () => {
    const text = [form.getValues('name'), form.getValues('city')].filter((v) => typeof v === 'string' && v.trim()).join(' ');
    search.setText(text);
    inputRef.current?.focus();
    // the list opens when the answer is there (Enter, or a focus change, may close it meanwhile)
    void search.search(text).then(() => setOpen(true));
  };

  const mapLabel = translate(`${M}map`);
  const pinProp = useMemo(() => pin, [pin?.lat, pin?.lng]); // eslint-disable-line react-hooks/exhaustive-deps
  const found = useWatch({ name: MAPS_SUGGESTION_FIELD }) as MapsSuggestion | undefined;
  const foundLabel = translate(`${M}found`);
  // Editing: where the maps result is, beside the place's own pin (when it is elsewhere).
  const markers = useMemo(
    () =>
      editing && found && (found.lat !== pin?.lat || found.lng !== pin?.lng)
        ? [{ id: 'maps-result', position: { lat: found.lat, lng: found.lng }, title: foundLabel }]
        : [],
    [editing, found, pin?.lat, pin?.lng, foundLabel],
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="place-map-title"
      sx={{ ...(wide ? { gridColumn: '1 / -1' } : {}), p: 2, mb: 2 }}
    >
      <Typography id="place-map-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('app.place_editor.map_region')}
      </Typography>
      {unavailable && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(`${M}unavailable`)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { md: 'flex-start' } }}>
        <Button startIcon={<MyLocationIcon />} onClick={() => void goToMyPosition()} sx={{ flexShrink: 0, mt: { md: 1 } }}>
          {translate(`${M}use_position`)}
        </Button>
        <Box sx={{ flex: 1 }}>
          <SearchBox
            text={search.text}
            options={search.options}
            loading={search.loading}
            empty={search.empty}
            autocomplete={service?.autocomplete ?? true}
            open={open}
            onOpenChange={setOpen}
            onType={(text) => {
              form.setValue(MAPS_SEARCH_FIELD, text);
              search.type(text);
            }}
            onShow={search.setText}
            onEnter={(text) => void search.search(text).then(() => setOpen(true))}
            onChoose={(suggestion) => void choose(suggestion)}
            inputRef={inputRef}
          />
        </Box>
        {editing && (
          <Button startIcon={<ReplayIcon />} onClick={searchAgain} sx={{ flexShrink: 0, mt: { md: 1 } }}>
            {translate(`${M}search_again`)}
          </Button>
        )}
      </Stack>
      <MapView
        view={view}
        pin={pinProp}
        markers={markers}
        onMapClick={(position) => void placeAt(position)}
        onPinChange={(position) => void placeAt(position)}
        label={mapLabel}
        pinLabel={translate(`${M}pin`)}
        height={320}
      />
    </Paper>
  );
};
