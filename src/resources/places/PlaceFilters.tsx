/**
 * The places list's filters, kept in the list's URL by react-admin: a debounced search box (`q`,
 * accent- and case-insensitive on the server) and four mutually exclusive checkboxes that set the
 * one `published` filter (checking one unchecks the others; unchecking shows every state).
 * Any change goes back to page 1 (react-admin's SET_FILTER).
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListFilterContext, useTranslate } from 'react-admin';

/** The four checkboxes, in the spec's order, and the `published` code each one selects. */
export const STATUS_FILTERS = [
  { code: 1, label: 'app.places.only.published' },
  { code: 0, label: 'app.places.only.drafts' },
  { code: 3, label: 'app.places.only.temp_closed' },
  { code: 2, label: 'app.places.only.closed' },
] as const;

export const SEARCH_DEBOUNCE_MS = 400;
/** The API refuses longer searches (server/graphql/args.ts MAX_SEARCH). */
export const SEARCH_MAX_LENGTH = 200;

type Filters = Record<string, unknown>;

const without = (filters: Filters, key: string): Filters => {
  const { [key]: _removed, ...rest } = filters;
  return rest;
};

/** The `published` filter as a number, or null when every state is shown. */
export function publishedFilter(filters: Filters): number | null {
  const value = filters.published;
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

export const PlaceFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const latest = useRef<Filters>(filterValues);
  latest.current = filterValues;

  const q = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(q);
  const sent = useRef(q);
  // The URL changed from outside (back button, a link): show its search.
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setText(q);
    }
  }, [q]);
  // Typing: send the search once the user pauses.
  useEffect(() => {
    const value = text.trim();
    if (value === sent.current.trim()) return undefined;
    const timer = setTimeout(() => {
      sent.current = value;
      const rest = without(latest.current, 'q');
      setFilters(value ? { ...rest, q: value } : rest, undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setFilters]);

  const selected = publishedFilter(filterValues);
  const toggle = (code: number, checked: boolean) => {
    const rest = without(latest.current, 'published');
    setFilters(checked ? { ...rest, published: code } : rest, undefined);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, md: 2 }, mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label={translate('app.places.search')}
        placeholder={translate('app.places.search_hint')}
        value={text}
        onChange={event => setText(event.target.value)}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          inputLabel: { shrink: true },
          htmlInput: { maxLength: SEARCH_MAX_LENGTH },
        }}
        sx={{ width: { xs: '100%', sm: 340 } }}
      />
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend" sx={VISUALLY_HIDDEN}>
          {translate('app.places.filters')}
        </FormLabel>
        <FormGroup row>
          {STATUS_FILTERS.map(({ code, label }) => (
            <FormControlLabel
              key={code}
              label={translate(label)}
              control={<Checkbox size="small" checked={selected === code} onChange={event => toggle(code, event.target.checked)} />}
              sx={{ mr: { xs: 1, md: 2 } }}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Box>
  );
};

const VISUALLY_HIDDEN = {
  position: 'absolute', width: 1, height: 1, p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0,
} as const;
