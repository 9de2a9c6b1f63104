/**
 * Editing a place whose hours were kept when a maps search gave others (part 1 §2 Edit: 'Ya
 * había horas definidas y se han cambiado'): the Horario step offers the maps hours, written in
 * OpenStreetMap syntax, highlighted when they differ, and 'Usar el horario del mapa' copies them in.
 */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { hoursOf, openingHoursOf } from '../../../../../domain';
import { HOURS_FIELD, sentHours } from '../steps/hours/draft';
import type { MapsSuggestion } from './autofill';
import { MAPS_SUGGESTION_FIELD } from './useMapsAutofill';

const M = 'app.place_editor.maps.';

export const HoursSuggestion = () => {
  const translate = useTranslate();
  const form = useFormContext();
  const [suggestion, hours] = useWatch({ name: [MAPS_SUGGESTION_FIELD, HOURS_FIELD] }) as [MapsSuggestion | undefined, unknown];
  if (!suggestion?.hours) return null;
  const offered = openingHoursOf(hoursOf(suggestion.hours)) ?? '';
  const same = offered === (openingHoursOf(sentHours(hours)) ?? '');
  return (
    <Alert
      severity={same ? 'success' : 'warning'}
      action={
        same ? undefined : (
          <Button color="inherit" size="small" onClick={() => form.setValue(HOURS_FIELD, suggestion.hours, { shouldDirty: true })}>
            {translate(`${M}use_hours`)}
          </Button>
        )
      }
    >
      {translate(`${M}hours_offered`)} <code>{offered}</code>
    </Alert>
  );
};
