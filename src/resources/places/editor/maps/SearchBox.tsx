/**
 * The place search box (part 1 §2 Step 1): react-admin-styled MUI Autocomplete over the maps
 * service's suggestions, name and address on each line. With a service that does not suggest
 * while typing (keyless Nominatim) Enter searches, and the hint says so. A search that found
 * nothing says so in place of the hint, announced (MUI's own 'no options' text never shows in
 * freeSolo mode, which this box needs to search the typed text).
 */
import type { Ref } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlaceSuggestion } from '../../../../maps/places';

const M = 'app.place_editor.maps.';

interface Props {
  text: string;
  options: PlaceSuggestion[];
  loading: boolean;
  /** The last search, for the text in the box, found nothing. */
  empty: boolean;
  autocomplete: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onType: (text: string) => void;
  /** The box shows another text (a chosen suggestion's name) without searching. */
  onShow: (text: string) => void;
  onEnter: (text: string) => void;
  onChoose: (suggestion: PlaceSuggestion) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export const SearchBox = (props: Props) => {
  const translate = useTranslate();
  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      fullWidth
      open={props.open}
      onOpen={() => props.onOpenChange(true)}
      onClose={() => props.onOpenChange(false)}
      options={props.options}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={props.text}
      onInputChange={(_, value, reason) => (reason === 'input' ? props.onType(value) : props.onShow(value))}
      onChange={(_, value) => {
        if (typeof value === 'string') props.onEnter(value);
        else if (value) props.onChoose(value);
      }}
      loading={props.loading}
      loadingText={translate(`${M}searching`)}
      noOptionsText={translate(`${M}no_results`)}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key ?? option.id} {...optionProps}>
          <Box>
            <Typography>{option.label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {option.secondary}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={props.inputRef}
          label={translate(`${M}search`)}
          helperText={
            props.empty
              ? translate(`${M}no_results`)
              : props.autocomplete
                ? translate(`${M}search_hint`)
                : translate(`${M}search_hint_enter`)
          }
          slotProps={{ formHelperText: { role: 'status' } }}
        />
      )}
    />
  );
};
