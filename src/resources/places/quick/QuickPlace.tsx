/**
 * Quick add (part 1 §2 "Quick add place", /places/quick; the spec's /addplacesquick leads here):
 * one page on react-admin's CreateBase + Form — the map and search of step 1 (MapSearch: a chosen
 * place fills the visible fields and the hidden ones: country, zipcode, phone, plus_code, timezone;
 * its photos can be kept), name*, address*, city, province,
 * categories*, subcategories, website, gmaps_url, social links, photos, hours, notes; Cancelar
 * and Guardar at the bottom. Guardar with no category or no name says 'Debe cubrir campos
 * obligatorios' and sends nothing; otherwise it creates the place with published 0 and points 0
 * (§4, §9), uploads the photos, and clears the form for the next one.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { CreateBase, Form, ImageField, ImageInput, SaveButton, TextInput, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PLACE_STATE } from '../../../../domain';
import type { PlaceFormValues } from '../../../dataProvider/placeInput';
import { PageTitle } from '../../../layout/PageTitle';
import { useToast } from '../../../notify';
import { emptyPlaceValues } from '../editor/formValues';
import { UploadProgress } from '../editor/UploadProgress';
import { useMediaUploads } from '../editor/useMediaUploads';
import { MapSearch } from '../editor/maps/MapSearch';
import { PhotoGallery } from '../editor/media/PhotoGallery';
import { HoursInputs, usePlaygroundAlwaysOpen, validateHours } from '../editor/steps/HoursStep';
import { TagInput } from '../editor/TagInputs';
import { WebInput } from '../editor/WebInput';

const F = 'app.place_editor.field.';
const T = 'app.place_editor.toast.';

/** What a quick place starts with, and is reset to after each save. */
export const quickPlaceValues = (): PlaceFormValues => ({ ...emptyPlaceValues(), published: PLACE_STATE.draft, points: 0 });

/** The quick form's own rule (§5): categories and name. */
export const quickPlaceComplete = (values: Partial<PlaceFormValues>) =>
  Array.isArray(values.categories) && values.categories.length > 0 && typeof values.name === 'string' && values.name.trim() !== '';

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
  return (
    <Box sx={grid}>
      <MapSearch />
      <TextInput source="name" label={`${F}name`} isRequired fullWidth />
      <TextInput source="address" label={`${F}address`} isRequired fullWidth />
      <TextInput source="city" label={`${F}city`} fullWidth />
      <TextInput source="province" label={`${F}province`} fullWidth />
      <TagInput source="categories" reference="categories" label={`${F}categories`} isRequired />
      <TagInput source="subcategories" reference="subcategories" label={`${F}subcategories`} />
      <WebInput source="website" label={`${F}website`} />
      <WebInput source="gmaps_url" label={`${F}gmaps_url`} />
      <WebInput source="facebook" label={`${F}facebook`} />
      <WebInput source="instagram" label={`${F}instagram`} />
      <WebInput source="twitter" label={`${F}twitter`} />
      <WebInput source="youtube" label={`${F}youtube`} />
      <Box sx={wide}>
        <ImageInput
          source="photoFiles"
          label={`${F}photos`}
          accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.gif'] }}
          inputProps={{ 'aria-label': translate(`${F}photos`) }}
          multiple
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      </Box>
      <MapsPhotos />
      <Box component="section" aria-labelledby="quick-hours-title" sx={{ ...wide, mb: 2 }}>
        <Typography id="quick-hours-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate(`${F}hours`)}
        </Typography>
        <HoursInputs />
      </Box>
      <Box sx={wide}>
        <TextInput source="notes" label={`${F}notes`} multiline minRows={2} fullWidth />
      </Box>
      <Box sx={{ ...wide, display: 'flex', gap: 1, justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <Button onClick={() => navigate('/places')} disabled={busy}>
          {translate('app.place_editor.action.cancel')}
        </Button>
        <SaveButton label="app.place_editor.action.save" alwaysEnable={!busy} disabled={busy} />
      </Box>
    </Box>
  );
};

/** Guardar of the quick form, with the toasts of §8. */
function useQuickSave() {
  const { save } = useSaveContext();
  const toast = useToast();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const media = useMediaUploads();
  const { upload } = media;
  const submit = useCallback(
    async (values: PlaceFormValues, reset: () => void) => {
      if (!quickPlaceComplete(values)) {
        toast.error(translate('app.place_editor.check.required'));
        return undefined;
      }
      const hoursProblem = validateHours(values as unknown as Record<string, unknown>);
      if (hoursProblem) {
        toast.error(hoursProblem);
        return undefined;
      }
      setBusy(true);
      toast.working(translate(`${T}adding`));
      const sent = { ...values, published: PLACE_STATE.draft, points: 0 };
      return save?.(sent, {
        onSuccess: async (record: RaRecord) => {
          const stored = await upload(Number(record.id), sent);
          if (stored) toast.ok(translate(`${T}added`));
          reset();
          setBusy(false);
        },
        onError: (error: unknown) => {
          const refused = (error as { code?: string })?.code === 'BAD_USER_INPUT' && (error as Error).message;
          toast.error(refused ? `${translate(`${T}add_failed`)}: ${refused}` : translate(`${T}add_failed`));
          setBusy(false);
        },
      });
    },
    [upload, save, toast, translate],
  );
  return { submit, busy, uploads: media.files };
}

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

/** After a save clears the form, the name field takes the focus for the next place; choosing the playground category ticks always open. */
const QuickFormEffects = ({ generation }: { generation: number }) => {
  const { setFocus } = useFormContext();
  usePlaygroundAlwaysOpen();
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
