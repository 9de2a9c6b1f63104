/**
 * The hours in OpenStreetMap `opening_hours` syntax (domain/openingHours.ts), read-only and
 * labelled, with what opening_hours.js (the real parser) says of it; a schedule with problems has
 * no OSM form and the field says to fix it first.
 */
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { openingHoursOf } from '../../../../../../domain';
import type { OpeningHoursCheck } from '../../../../../../domain/openingHoursCheck';
import { HOURS_FIELD, sentHours } from './draft';
import { useParserCheck } from './useParserCheck';

function verdict(value: string | null, check: OpeningHoursCheck | undefined, translate: (key: string, o?: object) => string): string {
  if (value === null) return translate('app.hours.osm_fix');
  if (!check) return translate('app.hours.osm_checking');
  if (!check.valid) return translate('app.hours.osm_invalid', { error: check.error });
  if (check.warnings.length > 0) return translate('app.hours.osm_warnings', { warnings: check.warnings.join('; ') });
  return translate('app.hours.osm_valid');
}

export const OsmOpeningHours = () => {
  const translate = useTranslate();
  const value = openingHoursOf(sentHours(useWatch({ name: HOURS_FIELD })));
  const check = useParserCheck(value);
  return (
    <TextField
      id="hours-osm"
      label={translate('app.hours.osm')}
      value={value ?? ''}
      helperText={verdict(value, check, translate)}
      error={value === null || check?.valid === false}
      multiline
      fullWidth
      slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } }, inputLabel: { shrink: true } }}
    />
  );
};
