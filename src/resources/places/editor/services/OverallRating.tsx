/**
 * The place's overall rating, 1 to 5 stars (part 1 §2 step 3, §5), form field `points` (0 = none:
 * quick add sends 0). MUI Rating: radio buttons, so arrows and Space work with the keyboard;
 * 'Quitar la valoración' sets it back to none.
 */
import { useId } from 'react';
import { Button, FormLabel, Rating, Stack } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export const OverallRating = () => {
  const translate = useTranslate();
  const id = useId();
  const { field } = useInput({ source: 'points', defaultValue: 0 });
  const value = Number(field.value) > 0 ? Number(field.value) : null;
  return (
    <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" id={id}>
        {translate('app.placeServices.points')}
      </FormLabel>
      <Stack direction="row" spacing={2} alignItems="center">
        <Rating
          name={`${id}-points`}
          value={value}
          max={5}
          size="large"
          getLabelText={(n: number) => translate('app.placeServices.star', { smart_count: n })}
          emptyLabelText={translate('app.placeServices.points_none')}
          onChange={(_, next) => field.onChange(next ?? 0)}
          onBlur={field.onBlur}
        />
        {value !== null && (
          <Button size="small" onClick={() => field.onChange(0)}>
            {translate('app.placeServices.points_clear')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
