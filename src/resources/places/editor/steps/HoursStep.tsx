/**
 * Step 4 'Horario' of the place editor (part 1 §2, §3, §4): the 'Publicado' select, the opening mode
 * ('Siempre abierto' > 'Abierto por temporada' > the day rows, the winner said in words and the day
 * rows hidden while a mode above them is ticked), seven rows Lunes..Domingo, and the hours in
 * OpenStreetMap syntax. Works on the form fields `published` and `hours` (an HoursDraft, whose
 * `hoursOf` is what is sent); on edit, the hours a maps search offered (HoursSuggestion); `validateHours` is the wizard's check before leaving or saving.
 */
import { Stack } from '@mui/material';
import { HoursSuggestion } from '../maps/HoursSuggestion';
import { HoursInputs } from './hours/HoursInputs';
import { PublishedInput } from './hours/PublishedInput';

export { HoursInputs } from './hours/HoursInputs';
export { validateHours } from './hours/validateHours';
export { usePlaygroundAlwaysOpen } from './hours/usePlaygroundAlwaysOpen';

export const HoursStep = () => (
  <Stack spacing={2} sx={{ width: '100%', maxWidth: 760 }}>
    <PublishedInput />
    <HoursSuggestion />
    <HoursInputs />
  </Stack>
);
