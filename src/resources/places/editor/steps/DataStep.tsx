/**
 * Step 1 Datos (part 1 §2 Add / Edit place): every field with its required markers; country
 * select (ISO codes with Spanish names, ES by default); categories and subcategories as tags;
 * 'Abrir web' beside website, gmaps_url and the four social fields; the description in four
 * language tabs with a counter and 'Traducir'; internal notes. Edit adds the creation and
 * modification dates and the coordinates '(lat, lng)'. The map and the maps-service search are
 * MapSearch (maps/); editing, each field the maps search knows shows its value (FieldSuggestion).
 * Labels come from resources.places.fields; checks from validation/placeValidators.ts (the wizard
 * runs them on leaving the step, in the order of steps.ts).
 */
import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COUNTRY_CHOICES } from '../../../../../domain';
import { DescriptionInputs } from '../DescriptionInputs';
import { DuplicateCheck } from '../DuplicateCheck';
import { TagInput } from '../TagInputs';
import { WebInput } from '../WebInput';
import { FieldSuggestion as S } from '../maps/FieldSuggestion';
import { MapSearch } from '../maps/MapSearch';
import { usePlaceValidators } from '../validation/placeValidators';

const D = 'app.place_editor.dates.';

const grid = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 };
const wide = { gridColumn: '1 / -1' };

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
        {translate(`${D}create_date`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {formatDate(created)}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {translate(`${D}update_date`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {formatDate(updated)}
      </Typography>
    </Box>
  );
};

export const DataStep = () => {
  const editing = useWatch({ name: 'idplace' }) !== undefined;
  const v = usePlaceValidators();
  return (
    <Box sx={grid}>
      {editing && <EditDates />}
      <MapSearch />
      <S field="name">
        <TextInput source="name" validate={v.name} fullWidth />
      </S>
      <S field="address">
        <TextInput source="address" validate={v.address} fullWidth />
      </S>
      <DuplicateCheck />
      <S field="city">
        <TextInput source="city" validate={v.city} fullWidth />
      </S>
      <S field="province">
        <TextInput source="province" validate={v.province} fullWidth />
      </S>
      <S field="country">
        <SelectInput source="country" choices={COUNTRY_CHOICES as never} translateChoice={false} fullWidth />
      </S>
      <S field="zipcode">
        <TextInput source="zipcode" validate={v.zipcode} fullWidth />
      </S>
      {editing && (
        <Box sx={wide}>
          <S field="coordinates" helper>
            <TextInput source="coordinates" validate={v.coordinates} helperText="(43.3623, -8.4115)" fullWidth />
          </S>
        </Box>
      )}
      <S field="categories">
        <TagInput source="categories" reference="categories" validate={v.categories} />
      </S>
      <TagInput source="subcategories" reference="subcategories" />
      <S field="phone">
        <TextInput source="phone" type="tel" validate={v.phone} fullWidth />
      </S>
      <S field="website">
        <WebInput source="website" />
      </S>
      <S field="gmaps_url">
        <WebInput source="gmaps_url" />
      </S>
      <S field="plus_code">
        <TextInput source="plus_code" validate={v.plus_code} fullWidth />
      </S>
      <S field="timezone">
        <TextInput source="timezone" validate={v.timezone} fullWidth />
      </S>
      <WebInput source="facebook" />
      <WebInput source="instagram" />
      <WebInput source="twitter" />
      <WebInput source="youtube" />
      <Box sx={wide}>
        <DescriptionInputs />
      </Box>
      <Box sx={wide}>
        <TextInput source="notes" validate={v.notes} multiline minRows={2} fullWidth />
      </Box>
    </Box>
  );
};
