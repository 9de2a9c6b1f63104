/**
 * Quick add (part 1 §2 "Quick add place", /places/quick; the spec's /addplacesquick leads here):
 * one page on react-admin's CreateBase + Form — the map and search of step 1 (MapSearch: a chosen
 * place fills the visible fields and the hidden ones: country, zipcode, phone, plus_code, timezone;
 * its photos can be kept), name*, address*, city, province,
 * categories*, subcategories, website, gmaps_url, social links, photos, hours, notes; Cancelar
 * (asking first when something was typed) and Guardar at the bottom. Labels: resources.places.fields;
 * checks: the editor's validators. Guardar with no category, name or address says 'Debe cubrir
 * campos obligatorios', marks them and sends nothing; otherwise it creates the place with published
 * 0 and points 0 (§4, §9), uploads the photos, and clears the form for the next one.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { CreateBase, Form, ImageField, ImageInput, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PLACE_STATE } from '../../../../domain';
import type { PlaceFormValues } from '../../../dataProvider/placeInput';
import { PageTitle } from '../../../layout/PageTitle';
import { CancelButton, useUserChange } from '../../../wizard';
import { emptyPlaceValues } from '../editor/formValues';
import { fieldLabelKey } from '../editor/fieldLabel';
import { UploadProgress } from '../../../components/uploads/UploadProgress';
import { MapSearch } from '../editor/maps/MapSearch';
import { PhotoGallery } from '../editor/media/PhotoGallery';
import { HoursInputs, usePlaygroundAlwaysOpen } from '../editor/steps/HoursStep';
import { TagInput } from '../editor/TagInputs';
import { usePlaceValidators } from '../editor/validation/placeValidators';
import { WebInput } from '../editor/WebInput';
import { useQuickFeedback } from './useQuickFeedback';
import { useQuickSave } from './useQuickSave';

/** What a quick place starts with, and is reset to after each save. */
export const quickPlaceValues = (): PlaceFormValues => ({ ...emptyPlaceValues(), published: PLACE_STATE.draft, points: 0 });

const grid = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 };
const wide = { gridColumn: '1 / -1' };

/** Photos found by the map search, to keep or not (none shown before a search). */
const MapsPhotos = () => {
  const photos = useWatch({ name: 'photos' }) as unknown[] | undefined;
  return photos?.length ? (
    <Box sx={{ ...wide, mb: 2 }}>
      <PhotoGallery />
    </Box>
  ) : null;
};

const QuickFields = ({ busy }: { busy: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const v = usePlaceValidators();
  const changed = useUserChange();
  return (
    <Box sx={grid}>
      <MapSearch />
      <TextInput source="name" validate={v.name} fullWidth />
      <TextInput source="address" validate={v.address} fullWidth />
      <TextInput source="city" validate={v.city} fullWidth />
      <TextInput source="province" validate={v.province} fullWidth />
      <TagInput source="categories" reference="categories" validate={v.categories} />
      <TagInput source="subcategories" reference="subcategories" />
      <WebInput source="website" />
      <WebInput source="gmaps_url" />
      <WebInput source="facebook" />
      <WebInput source="instagram" />
      <WebInput source="twitter" />
      <WebInput source="youtube" />
      <Box sx={wide}>
        <ImageInput
          source="photoFiles"
          accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.gif'] }}
          inputProps={{ 'aria-label': translate(fieldLabelKey('photoFiles')) }}
          multiple
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      </Box>
      <MapsPhotos />
      <Box component="section" aria-labelledby="quick-hours-title" sx={{ ...wide, mb: 2 }}>
        <Typography id="quick-hours-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate(fieldLabelKey('hours'))}
        </Typography>
        <HoursInputs />
      </Box>
      <Box sx={wide}>
        <TextInput source="notes" validate={v.notes} multiline minRows={2} fullWidth />
      </Box>
      <Box sx={{ ...wide, display: 'flex', gap: 1, justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <CancelButton hasChanges={changed} onCancel={() => navigate('/places')} disabled={busy} />
        <SaveButton label="app.place_editor.action.save" alwaysEnable={!busy} disabled={busy} />
      </Box>
    </Box>
  );
};

const QuickForm = () => {
  const [initial] = useState(quickPlaceValues);
  const [generation, setGeneration] = useState(0);
  const { submit, busy, uploads } = useQuickSave();
  const onSubmit = useCallback(
    (values: Record<string, unknown>) => submit(values as PlaceFormValues, () => setGeneration((n) => n + 1)),
    [submit],
  );
  return (
    <Form key={generation} record={initial as never} onSubmit={onSubmit} noValidate disableInvalidFormNotification>
      <QuickFormEffects generation={generation} />
      <QuickFields busy={busy} />
      <UploadProgress files={uploads} />
    </Form>
  );
};

/**
 * After a save clears the form, the name field takes the focus for the next place; choosing the
 * playground category ticks always open; Guardar refused says why and focuses the field (useQuickFeedback).
 */
const QuickFormEffects = ({ generation }: { generation: number }) => {
  const { setFocus } = useFormContext();
  usePlaygroundAlwaysOpen();
  useQuickFeedback();
  useEffect(() => {
    if (generation > 0) setFocus('name');
  }, [generation, setFocus]);
  return null;
};

export const QuickPlace = () => (
  <CreateBase resource="places" mutationMode="pessimistic" redirect={false}>
    <PageTitle title="app.place_editor.title_quick" />
    <Card>
      <CardContent>
        <QuickForm />
      </CardContent>
    </Card>
  </CreateBase>
);
