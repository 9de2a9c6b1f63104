/**
 * The hours editor without the 'Publicado' select (step 4 uses both; the quick form, which always
 * creates drafts, can use this alone): the opening mode, the seven day rows while no mode above
 * them is ticked (with how to type times and nights past midnight), and the OSM text. Works on the
 * form field `hours`.
 */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WEEKDAYS } from '../../../../../../domain';
import { DayRow } from './DayRow';
import { OpeningModeInputs, useOpeningMode } from './OpeningModeInputs';
import { OsmOpeningHours } from './OsmOpeningHours';
import { useHoursDraft } from './useHoursDraft';

export const HoursInputs = () => {
  const translate = useTranslate();
  const ready = useHoursDraft();
  const mode = useOpeningMode();
  if (!ready) return null;
  return (
    <>
      <OpeningModeInputs />
      {mode === 'days' ? (
        <Stack component="section" spacing={1.5} aria-labelledby="hours-days-title">
          <Typography id="hours-days-title" component="h3" variant="subtitle1">
            {translate('app.hours.days')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.hours.days_hint')}
          </Typography>
          {WEEKDAYS.map((day, index) => (
            <DayRow key={day} index={index} />
          ))}
        </Stack>
      ) : null}
      <OsmOpeningHours />
    </>
  );
};
