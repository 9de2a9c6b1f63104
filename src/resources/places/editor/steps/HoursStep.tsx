/**
 * Step 4 'Horario' of the place editor (part 1 §2, §3, §4): the 'Publicado' select, the opening mode
 * ('Siempre abierto' > 'Abierto por temporada' > the day rows, the winner said in words and the day
 * rows hidden while a mode above them is ticked), seven rows Lunes..Domingo, and the hours in
 * OpenStreetMap syntax. Works on the form fields `published` and `hours` (an HoursDraft, whose
 * `hoursOf` is what is sent); `validateHours` is the wizard's check before leaving or saving.
 */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WEEKDAYS } from '../../../../../domain';
import { DayRow } from './hours/DayRow';
import { OpeningModeInputs, useOpeningMode } from './hours/OpeningModeInputs';
import { OsmOpeningHours } from './hours/OsmOpeningHours';
import { PublishedInput } from './hours/PublishedInput';
import { useHoursDraft } from './hours/useHoursDraft';

export { validateHours } from './hours/validateHours';
export { usePlaygroundAlwaysOpen } from './hours/usePlaygroundAlwaysOpen';

export const HoursStep = () => {
  const translate = useTranslate();
  const ready = useHoursDraft();
  const mode = useOpeningMode();
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 760 }}>
      <PublishedInput />
      {ready ? (
        <>
          <OpeningModeInputs />
          {mode === 'days' ? (
            <Stack component="section" spacing={1.5} aria-labelledby="hours-days-title">
              <Typography id="hours-days-title" component="h3" variant="subtitle1">
                {translate('app.hours.days')}
              </Typography>
              {WEEKDAYS.map((day, index) => (
                <DayRow key={day} index={index} />
              ))}
            </Stack>
          ) : null}
          <OsmOpeningHours />
        </>
      ) : null}
    </Stack>
  );
};
