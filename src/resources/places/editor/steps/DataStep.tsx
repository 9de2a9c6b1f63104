/**
 * Step 1 Datos (part 1 §2 Add / Edit place): every field with its required markers; country
 * select (ISO codes with Spanish names, ES by default); categories and subcategories as tags;
 * 'Abrir web' beside website, gmaps_url and the four social fields; the description in four
 * language tabs with a counter and 'Traducir'; internal notes. Edit adds the creation and
 * modification dates and the coordinates '(lat, lng)'. The map and the maps-service search
 * (issue 10) get a titled region. Leaving the step runs `validateData` (dataChecks.ts).
 */
import { Box, Paper, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COUNTRY_CHOICES } from '../../../../../domain';
import { coordinatesProblem, checkData } from '../dataChecks';
import { DescriptionInputs } from '../DescriptionInputs';
import { DuplicateCheck } from '../DuplicateCheck';
import { TagInput } from '../TagInputs';
import { WebInput } from '../WebInput';

const F = 'app.place_editor.field.';

/** The fields this step shows (a refusal of one of them brings the wizard back here). */
export const DATA_STEP_FIELDS = [
  'name',
  'address',
  'city',
  'province',
  'country',
  'zipcode',
  'categories',
  'subcategories',
  'phone',
  'website',
  'gmaps_url',
  'plus_code',
  'timezone',
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'notes',
  'description',
  'coordinates',
] as const;

/** Leaving step 1: the spec's checks in order (edit: coordinates too). */
export const validateData = (values: Record<string, unknown>) => checkData(values, values.idplace !== undefined);

const grid = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 };
const wide = { gridColumn: '1 / -1' };

const validateCoordinates = (value: unknown) => {
  const problem = coordinatesProblem(value);
  return problem ? problem.message : undefined;
};

const formatDate = (value: unknown) => {
  if (typeof value !== 'string' || !value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('es-ES', { dateStyle: 'long', timeStyle: 'short' });
};

const EditDates = () => {
  const translate = useTranslate();
  const [created, updated] = useWatch({ name: ['create_date', 'update_date'] });
  return (
    <Box component="dl" sx={{ ...wide, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
      <Typography component="dt" color="text.secondary">
        {translate(`${F}create_date`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {formatDate(created)}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {translate(`${F}update_date`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {formatDate(updated)}
      </Typography>
    </Box>
  );
};

/** Where the map and the maps-service search go (issue 10). */
export const MapRegion = () => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="place-map-title" sx={{ ...wide, p: 2, mb: 2 }}>
      <Typography id="place-map-title" variant="subtitle1" component="h3">
        {translate('app.place_editor.map_region')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.place_editor.map_pending')}
      </Typography>
    </Paper>
  );
};

export const DataStep = () => {
  const editing = useWatch({ name: 'idplace' }) !== undefined;
  return (
    <Box sx={grid}>
      {editing ? <EditDates /> : <MapRegion />}
      <TextInput source="name" label={`${F}name`} isRequired fullWidth />
      <TextInput source="address" label={`${F}address`} isRequired fullWidth />
      <DuplicateCheck />
      <TextInput source="city" label={`${F}city`} fullWidth />
      <TextInput source="province" label={`${F}province`} fullWidth />
      <SelectInput source="country" label={`${F}country`} choices={COUNTRY_CHOICES as never} translateChoice={false} fullWidth />
      <TextInput source="zipcode" label={`${F}zipcode`} fullWidth />
      {editing && (
        <Box sx={wide}>
          <TextInput
            source="coordinates"
            label={`${F}coordinates`}
            isRequired
            validate={validateCoordinates}
            helperText="(43.3623, -8.4115)"
            fullWidth
          />
        </Box>
      )}
      <TagInput source="categories" reference="categories" label={`${F}categories`} isRequired />
      <TagInput source="subcategories" reference="subcategories" label={`${F}subcategories`} />
      <TextInput source="phone" label={`${F}phone`} type="tel" fullWidth />
      <WebInput source="website" label={`${F}website`} />
      <WebInput source="gmaps_url" label={`${F}gmaps_url`} />
      <TextInput source="plus_code" label={`${F}plus_code`} fullWidth />
      <TextInput source="timezone" label={`${F}timezone`} fullWidth />
      <WebInput source="facebook" label={`${F}facebook`} />
      <WebInput source="instagram" label={`${F}instagram`} />
      <WebInput source="twitter" label={`${F}twitter`} />
      <WebInput source="youtube" label={`${F}youtube`} />
      <Box sx={wide}>
        <DescriptionInputs />
      </Box>
      <Box sx={wide}>
        <TextInput source="notes" label={`${F}notes`} multiline minRows={2} fullWidth />
      </Box>
    </Box>
  );
};
