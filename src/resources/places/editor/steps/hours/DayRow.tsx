/**
 * One day of the week (part 1 §2 step 4): its 'Cerrado' switch, 'Abierto 24 horas' (which hides the
 * pairs, kept for when it is unticked), the open/close pairs with delete and 'Añadir otro horario'
 * (at most MAX_RANGES_PER_DAY), 'Copiar a todos los días' while it is open, and the day's problems
 * (hoursProblems of the whole week: a night past midnight may run into the next day) beside it. A
 * day with no pair and not 24 hours is closed; opening it adds an empty pair and focuses it.
 */
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_RANGES_PER_DAY, WEEKDAYS, type TimeRange } from '../../../../../../domain';
import { CheckboxInput } from './CheckboxInput';
import { CopyToAllDaysButton } from './CopyToAllDaysButton';
import { TimePairInputs } from './TimePairInputs';
import { HOURS_FIELD, dayField, dayRowProblems } from './draft';

const EMPTY_PAIR: TimeRange = { open: '', close: '' };

export const DayRow = ({ index }: { index: number }) => {
  const translate = useTranslate();
  const day = WEEKDAYS[index];
  const source = dayField(index);
  const { setValue } = useFormContext();
  const { fields, append, remove, replace } = useFieldArray({ name: `${source}.hours` });
  const [all24, hours] = useWatch({ name: [`${source}.all24`, HOURS_FIELD] }) as [boolean, unknown];
  const closed = all24 !== true && fields.length === 0;
  const problems = all24 === true ? [] : dayRowProblems(hours).filter((problem) => problem.day === day);
  const errorId = `hours-day-${index}-error`;
  const pairHasProblem = (i: number) => problems.some((p) => p.range === i || p.range === undefined);
  const lower = day.toLowerCase();

  // After a delete the focus would fall to the page: it goes to 'Añadir otro horario', or to the
  // 'Cerrado' switch when the last pair went and the day closed.
  const addRef = useRef<HTMLButtonElement>(null);
  const closedRef = useRef<HTMLInputElement>(null);
  const focusAfterRemove = useRef(false);
  // Opening a closed day focuses its first time field, once it is on the page (checked after every
  // render, not left to the form library's own focus, which a slow render could miss).
  const rowRef = useRef<HTMLFieldSetElement>(null);
  const focusFirstPair = useRef(false);
  useEffect(() => {
    if (focusFirstPair.current) {
      const first = rowRef.current?.querySelector<HTMLInputElement>(`input[name="${source}.hours.0.open"]`);
      if (first) {
        focusFirstPair.current = false;
        first.focus();
      }
    }
    if (!focusAfterRemove.current) return;
    focusAfterRemove.current = false;
    (addRef.current ?? closedRef.current)?.focus();
  });
  const removePair = (i: number) => {
    focusAfterRemove.current = true;
    remove(i);
  };

  const setClosed = (close: boolean) => {
    if (close) {
      replace([]);
      setValue(`${source}.all24`, false, { shouldDirty: true });
    } else {
      focusFirstPair.current = true;
      append({ ...EMPTY_PAIR }, { shouldFocus: false });
    }
  };
  const onAll24 = (checked: boolean) => {
    if (!checked && fields.length === 0) append({ ...EMPTY_PAIR }, { shouldFocus: false });
  };

  return (
    <Box
      ref={rowRef}
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, pt: 0.5, pb: 1.5, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>
        {day}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap flexWrap="wrap">
        <FormControlLabel
          label={translate('app.hours.closed')}
          control={
            <Switch
              inputRef={closedRef}
              checked={closed}
              onChange={(event) => setClosed(event.target.checked)}
              slotProps={{ input: { 'aria-label': translate('app.hours.closed_label', { day }) } }}
            />
          }
        />
        <CheckboxInput
          source={`${source}.all24`}
          label={translate('app.hours.all24')}
          ariaLabel={translate('app.hours.all24_label', { day })}
          onToggle={onAll24}
        />
      </Stack>
      {!closed && all24 !== true ? (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          {fields.map((field, i) => (
            <TimePairInputs
              key={field.id}
              source={`${source}.hours.${i}`}
              day={day}
              index={i}
              errorId={pairHasProblem(i) && problems.length > 0 ? errorId : undefined}
              onRemove={() => removePair(i)}
            />
          ))}
          <Box>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              <Button
                ref={addRef}
                startIcon={<AddIcon />}
                onClick={() => append({ ...EMPTY_PAIR })}
                disabled={fields.length >= MAX_RANGES_PER_DAY}
                aria-label={translate('app.hours.add_label', { day: lower })}
              >
                {translate('app.hours.add')}
              </Button>
              <CopyToAllDaysButton index={index} />
            </Stack>
            {fields.length >= MAX_RANGES_PER_DAY ? (
              <Typography variant="caption" component="p" color="text.secondary">
                {translate('app.hours.max_ranges', { max: MAX_RANGES_PER_DAY })}
              </Typography>
            ) : null}
          </Box>
        </Stack>
      ) : null}
      {all24 === true ? <CopyToAllDaysButton index={index} /> : null}
      {problems.length > 0 && !closed ? (
        <Alert severity="error" id={errorId} sx={{ mt: 1 }}>
          {[...new Set(problems.map((problem) => problem.message))].map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
};
