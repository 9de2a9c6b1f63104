/**
 * Add / edit an event (part 2 §2, §4, §8): the shared content form (toasts 'Datos añadidos
 * correctamente' / 'Error al añadir'…, the form intact when the save fails) with the event's
 * inputs; once the event is saved, its new photos and PDFs go up one request per file with their
 * progress on screen and the toasts of §8 ('Subiendo fotos', 'Fotos subidas correctamente' or
 * 'Error subiendo fotos'; the same for PDFs), then the list opens. Save and Cancel (back to the
 * list); a new event is published and in Spain until said otherwise.
 */
import { useCallback } from 'react';
import { Button } from '@mui/material';
import { SaveButton, Toolbar, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '../../../domain';
import { pendingUploadsOf } from '../../dataProvider/placeMedia';
import { UploadProgress } from '../../components/uploads/UploadProgress';
import { useMediaUploads } from '../../components/uploads/useMediaUploads';
import { ContentCreate, ContentEdit } from '../content/ContentForm';
import { EventInputs } from './EventInputs';

const DEFAULTS = { published: true, country: DEFAULT_COUNTRY, type: '', videos: [], photos: [], pdfs: [] };

const EventToolbar = ({ uploading }: { uploading: boolean }) => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton disabled={uploading} />
      {/* inherit: the primary blue on the toolbar's grey is below 4.5:1 */}
      <Button component={Link} to="/events" disabled={uploading} color="inherit">
        {translate('app.content.event.cancel')}
      </Button>
    </Toolbar>
  );
};

/** The new files of the form, uploaded to the saved event. */
function useEventUploads() {
  const { upload, files } = useMediaUploads();
  const afterSave = useCallback(
    (record: RaRecord, values: Record<string, unknown>) =>
      upload({ idevent: Number(record.id) }, pendingUploadsOf({ photoFiles: values.photoFiles, pdfFiles: values.pdfFiles })),
    [upload],
  );
  const uploading = files.some((file) => file.state === 'waiting' || file.state === 'working');
  return { afterSave, files, uploading };
}

export const EventCreate = () => {
  const { afterSave, files, uploading } = useEventUploads();
  return (
    <ContentCreate title="app.page.addevents" defaults={DEFAULTS} afterSave={afterSave} toolbar={<EventToolbar uploading={uploading} />}>
      <EventInputs />
      <UploadProgress files={files} />
    </ContentCreate>
  );
};

export const EventEdit = () => {
  const { afterSave, files, uploading } = useEventUploads();
  return (
    <ContentEdit title="app.page.editevents" afterSave={afterSave} toolbar={<EventToolbar uploading={uploading} />}>
      <EventInputs />
      <UploadProgress files={files} />
    </ContentEdit>
  );
};
