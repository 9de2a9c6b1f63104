/**
 * Editing a place (part 1 §2 Edit): under a field, the value the maps search suggests for it —
 * highlighted as a warning when it differs from the field, quiet when it matches — and a click
 * copies it in (categories: the mapped ones join the chosen ones). Nothing shows before a search.
 */
import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import CheckIcon from '@mui/icons-material/Check';
import { useGetMany, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { COUNTRIES, type MapsTextField } from '../../../../../domain';
import { differs, type MapsSuggestion } from './autofill';
import { MAPS_SUGGESTION_FIELD } from './useMapsAutofill';
import { fieldLabelKey } from '../fieldLabel';

const M = 'app.place_editor.maps.';

type Field = MapsTextField | 'coordinates' | 'categories';

/** The warning look of MUI's standard Alert (its text passes contrast on its background). */
const warningLook = {
  bgcolor: '#fff4e5',
  color: '#663c00',
  borderColor: '#ed6c02',
  '&:hover': { bgcolor: '#ffe7c7', borderColor: '#ed6c02' },
};

/** Read by screen readers only (which field the button copies into). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

const CategoryNames = ({ ids }: { ids: number[] }) => {
  const { data } = useGetMany('categories', { ids });
  return <>{(data ?? []).map((c) => (c.text as { es?: string } | undefined)?.es ?? c.id).join(', ')}</>;
};

interface Props {
  field: Field;
  /** The input shows a helper text line: the suggestion goes below it instead of in its place. */
  helper?: boolean;
  children: ReactNode;
}

export const FieldSuggestion = ({ field, helper = false, children }: Props) => {
  const translate = useTranslate();
  const form = useFormContext();
  const suggestion = useWatch({ name: MAPS_SUGGESTION_FIELD }) as MapsSuggestion | undefined;
  const [current, categories] = useWatch({ name: [field, 'categories'] });
  const value =
    field === 'coordinates' ? suggestion?.coordinates : field === 'categories' ? suggestion?.categories : suggestion?.texts[field];
  const empty = value === undefined || (Array.isArray(value) && value.length === 0) || value === '';
  if (!suggestion || empty) return <Box>{children}</Box>;

  const changed = differs(field, { [field]: current, categories } as never, suggestion);
  const copy = () => {
    if (field === 'categories') {
      const chosen = Array.isArray(categories) ? (categories as number[]) : [];
      form.setValue('categories', [...chosen, ...suggestion.categories.filter((id) => !chosen.includes(id))], { shouldDirty: true });
    } else {
      form.setValue(field, value, { shouldDirty: true });
      if (field === 'coordinates') {
        form.setValue('lat', suggestion.lat, { shouldDirty: true });
        form.setValue('lng', suggestion.lng, { shouldDirty: true });
      }
    }
  };
  const shown =
    field === 'categories' ? (
      <CategoryNames ids={suggestion.categories} />
    ) : field === 'country' ? (
      (COUNTRIES[String(value)] ?? String(value))
    ) : (
      String(value)
    );
  const labelText = translate(fieldLabelKey(field));
  return (
    <Box>
      {children}
      <Button
        size="small"
        variant={changed ? 'outlined' : 'text'}
        color="inherit"
        startIcon={changed ? <WarningAmberIcon /> : <CheckIcon />}
        onClick={copy}
        title={translate(changed ? `${M}copy_hint` : `${M}same_hint`)}
        data-differs={changed}
        sx={{
          mt: helper ? 0.5 : -1.5,
          mb: 1.5,
          textTransform: 'none',
          justifyContent: 'flex-start',
          ...(changed ? warningLook : { color: 'text.secondary' }),
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {translate(`${M}copy_into`, { field: labelText })}{' '}
        </Box>
        {translate(`${M}suggested`)}&nbsp;{shown}
      </Button>
    </Box>
  );
};
