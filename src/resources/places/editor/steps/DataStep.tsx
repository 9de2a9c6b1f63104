/**
 * Step 1 Datos (part 1 §2 Add / Edit place): every field with its required markers; country
 * select (ISO codes with Spanish names, ES by default); categories and subcategories as tags;
 * 'Abrir web' beside website, gmaps_url and the four social fields; the description in four
 * language tabs with a counter and 'Traducir'; internal notes. Edit adds the creation and
 * modification dates and the coordinates '(lat, lng)'. The map and the maps-service search are
 * MapSearch (maps/); editing, each field the maps search knows shows its value (FieldSuggestion).
 * Leaving the step runs `validateData` (dataChecks.ts).
 */
import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COUNTRY_CHOICES } from '../../../../../domain';
import { coordinatesProblem, checkData } from '../dataChecks';
import { DescriptionInputs } from '../DescriptionInputs';
import { DuplicateCheck } from '../DuplicateCheck';
import { TagInput } from '../TagInputs';
import { WebInput } from '../WebInput';
import { FieldSuggestion as S } from '../maps/FieldSuggestion';
import { MapSearch } from '../maps/MapSearch';

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

export const DataStep = () => {
  const editing = useWatch({ name: 'idplace' }) !== undefined;
  return (
    <Box sx={grid}>
      {editing && <EditDates />}
      <MapSearch />
      <S field="name" label={`${F}name`}>
        <TextInput source="name" label={`${F}name`} isRequired fullWidth />
      </S>
      <S field="address" label={`${F}address`}>
        <TextInput source="address" label={`${F}address`} isRequired fullWidth />
      </S>
      <DuplicateCheck />
      <S field="city" label={`${F}city`}>
        <TextInput source="city" label={`${F}city`} fullWidth />
      </S>
      <S field="province" label={`${F}province`}>
        <TextInput source="province" label={`${F}province`} fullWidth />
      </S>
      <S field="country" label={`${F}country`}>
        <SelectInput source="country" label={`${F}country`} choices={COUNTRY_CHOICES as never} translateChoice={false} fullWidth />
      </S>
      <S field="zipcode" label={`${F}zipcode`}>
        <TextInput source="zipcode" label={`${F}zipcode`} fullWidth />
      </S>
      {editing && (
        <Box sx={wide}>
          <S field="coordinates" label={`${F}coordinates`} helper>
            <TextInput
              source="coordinates"
              label={`${F}coordinates`}
              isRequired
              validate={validateCoordinates}
              helperText="(43.3623, -8.4115)"
              fullWidth
            />
          </S>
        </Box>
      )}
      <S field="categories" label={`${F}categories`}>
        <TagInput source="categories" reference="categories" label={`${F}categories`} isRequired />
      </S>
      <TagInput source="subcategories" reference="subcategories" label={`${F}subcategories`} />
      <S field="phone" label={`${F}phone`}>
        <TextInput source="phone" label={`${F}phone`} type="tel" fullWidth />
      </S>
      <S field="website" label={`${F}website`}>
        <WebInput source="website" label={`${F}website`} />
      </S>
      <S field="gmaps_url" label={`${F}gmaps_url`}>
        <WebInput source="gmaps_url" label={`${F}gmaps_url`} />
      </S>
      <S field="plus_code" label={`${F}plus_code`}>
        <TextInput source="plus_code" label={`${F}plus_code`} fullWidth />
      </S>
      <S field="timezone" label={`${F}timezone`}>
        <TextInput source="timezone" label={`${F}timezone`} fullWidth />
      </S>
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
