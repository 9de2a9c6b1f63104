/**
 * 'Siempre abierto' and 'Abierto por temporada' (part 1 §4 opening mode): always open wins over
 * seasonal, which wins over the day rows; the winner is said in words, and seasonal is disabled
 * while always open is ticked (its value kept, unused).
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { HOURS_FIELD } from './draft';
import { CheckboxInput } from './CheckboxInput';

/** Which mode the draft's flags choose. */
export type OpeningMode = 'always' | 'season' | 'days';
export const useOpeningMode = (): OpeningMode => {
  const [always, season] = useWatch({ name: [`${HOURS_FIELD}.alwaysOpen`, `${HOURS_FIELD}.seasonOpen`] });
  return always === true ? 'always' : season === true ? 'season' : 'days';
};

export const OpeningModeInputs = () => {
  const translate = useTranslate();
  const mode = useOpeningMode();
  return (
    <div>
      <CheckboxInput source={`${HOURS_FIELD}.alwaysOpen`} label={translate('app.hours.always_open')} />
      <CheckboxInput source={`${HOURS_FIELD}.seasonOpen`} label={translate('app.hours.season_open')} disabled={mode === 'always'} />
      {mode !== 'days' ? (
        <Alert severity="info" role="status" sx={{ mt: 1 }}>
          {translate(mode === 'always' ? 'app.hours.always_open_wins' : 'app.hours.season_open_wins')}
        </Alert>
      ) : null}
    </div>
  );
};
