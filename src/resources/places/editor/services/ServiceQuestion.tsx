/**
 * One service question (part 1 §2 step 3): a switch to answer it or not (off = 0, 'No') and,
 * when answered, its five labelled ratings (rating1..rating5 of the service) as radio buttons.
 * Switching on shows the ratings with none chosen: until one is chosen the answer stays 0.
 */
import { useId, useState } from 'react';
import { FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RATINGS } from '../../../../../domain';

interface Props {
  question: string;
  /** Labels of ratings 1..5 in Spanish. */
  labels: string[];
  points: number;
  onChange: (points: number) => void;
}

export const ServiceQuestion = ({ question, labels, points, onChange }: Props) => {
  const translate = useTranslate();
  const id = useId();
  const [open, setOpen] = useState(points > 0);
  const answering = open || points > 0;
  return (
    <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" id={`${id}-q`} sx={{ color: 'text.primary' }}>
        {question}
      </FormLabel>
      <FormControlLabel
        control={
          <Switch
            checked={answering}
            onChange={(event) => {
              setOpen(event.target.checked);
              if (!event.target.checked) onChange(0);
            }}
            slotProps={{ input: { 'aria-label': translate('app.placeServices.answer', { question }) } }}
          />
        }
        label={translate(answering ? 'app.placeServices.answer_on' : 'app.placeServices.answer_off')}
      />
      {answering && (
        <RadioGroup
          row
          aria-labelledby={`${id}-q`}
          value={points > 0 ? String(points) : ''}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {RATINGS.map((n) => (
            <FormControlLabel key={n} value={String(n)} control={<Radio />} label={`${n} · ${labels[n - 1] ?? ''}`} />
          ))}
        </RadioGroup>
      )}
    </Stack>
  );
};
