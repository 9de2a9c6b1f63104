/**
 * One open/close pair of a day: two time inputs (react-admin TextInput type="time", HH:MM) named
 * by day and pair for assistive technology, and its delete button. Marked invalid, and described
 * by the day's error, when a problem is about this pair.
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import type { Weekday } from '../../../../../../domain';

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
  const names = { day, n: index + 1 };
  const time = (part: 'open' | 'close') => (
    <TextInput
      source={`${source}.${part}`}
      type="time"
      label={translate(`app.hours.${part}`)}
      parse={keepText}
      helperText={false}
      error={Boolean(errorId)}
      sx={{ flex: 1, minWidth: 0, maxWidth: { sm: 170 }, my: 0 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-label': translate(`app.hours.${part}_label`, names),
          'aria-invalid': errorId ? true : undefined,
          'aria-describedby': errorId,
          step: 60,
        },
      }}
    />
  );
  const removeLabel = translate('app.hours.remove', { n: index + 1, day: day.toLowerCase() });
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap>
      {time('open')}
      {time('close')}
      <Tooltip title={removeLabel}>
        <IconButton aria-label={removeLabel} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
