/**
 * One open/close pair of a day: two HH:MM text inputs (react-admin TextInput; one Tab stop each,
 * where a browser time input costs up to four) named by day and pair for assistive technology, what
 * is typed written as HH:MM when the field is left (timeText.ts), and its delete button. A close
 * earlier than the open runs past midnight and the pair says until when ('hasta las 02:00 del
 * sábado'). Marked invalid, and described by the day's error, when a problem is about this pair.
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { HH_MM, WEEKDAYS, closesNextDay, type Weekday } from '../../../../../../domain';
import { normalizeTime } from './timeText';

interface Props {
  /** Form path of the pair: 'hours.days.0.hours.1'. */
  source: string;
  day: Weekday;
  /** 0-based position in the day. */
  index: number;
  /** Id of the day's error text when this pair has a problem. */
  errorId?: string;
  onRemove: () => void;
}

const keepText = (value: string | null | undefined) => value ?? '';

export const TimePairInputs = ({ source, day, index, errorId, onRemove }: Props) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [open, close] = useWatch({ name: [`${source}.open`, `${source}.close`] }) as [unknown, unknown];
  const names = { day, n: index + 1 };
  const nightId = `${source.replace(/\./g, '-')}-night`;
  const nextDay = WEEKDAYS[(WEEKDAYS.indexOf(day) + 1) % WEEKDAYS.length].toLowerCase();
  const night =
    typeof open === 'string' && typeof close === 'string' && HH_MM.test(open) && HH_MM.test(close) && closesNextDay({ open, close });
  const describedBy = [errorId, night ? nightId : undefined].filter(Boolean).join(' ') || undefined;

  const time = (part: 'open' | 'close') => (
    <TextInput
      source={`${source}.${part}`}
      label={translate(`app.hours.${part}`)}
      parse={keepText}
      helperText={false}
      error={Boolean(errorId)}
      onBlur={() => {
        const typed = getValues(`${source}.${part}`);
        if (typeof typed !== 'string') return;
        const written = normalizeTime(typed);
        if (written !== typed) setValue(`${source}.${part}`, written, { shouldDirty: true });
      }}
      sx={{ flex: 1, minWidth: 0, maxWidth: { sm: 150 }, my: 0 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-label': translate(`app.hours.${part}_label`, names),
          'aria-invalid': errorId ? true : undefined,
          'aria-describedby': part === 'close' ? describedBy : errorId,
          placeholder: 'HH:MM',
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 5,
        },
      }}
    />
  );
  const removeLabel = translate('app.hours.remove', { n: index + 1, day: day.toLowerCase() });
  return (
    <div>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap>
        {time('open')}
        {time('close')}
        <Tooltip title={removeLabel}>
          <IconButton aria-label={removeLabel} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {night ? (
        <Typography id={nightId} variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.hours.past_midnight', { close, day: nextDay })}
        </Typography>
      ) : null}
    </div>
  );
};
