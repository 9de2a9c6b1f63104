/**
 * The event form (part 2 §2 «Add event / edit event», §5): the import from the event's page, name
 * (required), ticket URL (http(s)), price from, ticket image URL (previewed), country (ISO codes,
 * ES by default), type (one of the nine; 'Seleccionar un tipo' until one is chosen, and nothing is
 * saved without one), the rich-text description, photos and PDFs (the saved ones removable, new
 * files with a PDF title each, uploaded after the save), videos (url and title) and published.
 */
import { useMemo, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { AddItemButton, ArrayInput, BooleanInput, SelectInput, SimpleFormIterator, TextInput, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COUNTRY_CHOICES, PLACE_LIMITS, isHttpUrl, type UrlField } from '../../../domain';
import { EVENT_TYPES, events } from '../../../domain/entities/content';
import { runtimeConfig } from '../../runtimeConfig';
import { menuEditorOptions } from '../places/editor/media/richText/editorOptions';
import { MenuToolbar } from '../places/editor/media/richText/MenuToolbar';
import { CheckedFileInput } from '../places/editor/media/CheckedFileInput';
import { ChosenFiles } from '../places/editor/media/ChosenFiles';
import { ImportFromUrl } from './ImportFromUrl';
import { StoredMedia } from './StoredMedia';

const E = 'app.content.event.';
const URL_MAX = (events.fields.buy_url as UrlField).max;
const COUNTRIES = [...COUNTRY_CHOICES];
const TYPE_CHOICES = EVENT_TYPES.map((type) => ({ id: type, name: type }));

/** '' or an http(s) address within the declaration's length. */
const urlValidator = (v: unknown) => {
  const text = typeof v === 'string' ? v.trim() : '';
  if (text.length > URL_MAX) return { message: 'ra.validation.maxLength', args: { max: URL_MAX } };
  return text === '' || isHttpUrl(text) ? undefined : `${E}url_invalid`;
};
const videoUrlValidator = (v: unknown) => (typeof v === 'string' && isHttpUrl(v.trim()) ? undefined : `${E}url_invalid`);
/** A type must be chosen (part 2 §5): the spec's own words. */
const typeChosen = (v: unknown) => (typeof v === 'string' && v !== '' ? undefined : `${E}type_none`);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ width: '100%', mt: 2 }}>
    <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const TicketImage = () => {
  const value = useWatch({ name: 'buy_img' });
  const shown = typeof value === 'string' && isHttpUrl(value.trim()) ? value.trim() : '';
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%', flexWrap: 'wrap' }}>
      <TextInput source="buy_img" type="url" validate={urlValidator} sx={{ flex: '1 1 280px' }} />
      {shown && <Box component="img" src={shown} alt="" sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, mt: 1 }} />}
    </Box>
  );
};

const Description = () => {
  const translate = useTranslate();
  const label = translate('resources.events.fields.description');
  const options = useMemo(() => menuEditorOptions(label), [label]);
  // the place editor's toolbar, as the CMS form: its heading menu passes axe
  return (
    <RichTextInput source="description" label={label} editorOptions={options} toolbar={<MenuToolbar />} helperText={false} fullWidth />
  );
};

/** Photos and PDFs: the saved ones (removable), then new files (a PDF's title each), uploaded after the save. */
const FILES = [
  { stored: 'photos', kind: 'photo', files: 'photoFiles', input: 'image', drop: 'desktop_drop', help: 'desktop_help' },
  { stored: 'pdfs', kind: 'pdf', files: 'pdfFiles', input: 'pdf', drop: 'pdf_drop', help: 'pdf_help' },
] as const;

const Files = () => {
  const translate = useTranslate();
  const mb = runtimeConfig().uploadMaxMb;
  return (
    <>
      {FILES.map((f) => (
        <Section key={f.stored} title={translate(`resources.events.fields.${f.stored}`)}>
          <StoredMedia source={f.stored} kind={f.kind} />
          <CheckedFileInput
            source={f.files}
            kind={f.input}
            label={translate(`resources.events.fields.${f.files}`)}
            placeholder={translate(`app.placeMedia.${f.drop}`)}
            helperText={translate(`app.placeMedia.${f.help}`, { mb })}
          />
          <ChosenFiles
            source={f.files}
            thumbnails={f.kind === 'photo'}
            field={f.kind === 'pdf' ? { name: 'title', label: 'app.placeMedia.pdf_title_of' } : undefined}
          />
        </Section>
      ))}
    </>
  );
};

export const EventInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <ImportFromUrl />
      <TextInput source="name" validate={required()} fullWidth slotProps={{ htmlInput: { maxLength: PLACE_LIMITS.name } }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <TextInput source="buy_url" type="url" validate={urlValidator} sx={{ flex: '1 1 280px' }} />
        <TextInput source="buy_price" sx={{ flex: '0 1 180px' }} slotProps={{ htmlInput: { maxLength: PLACE_LIMITS.short } }} />
      </Box>
      <TicketImage />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <SelectInput source="country" choices={COUNTRIES} emptyValue="" sx={{ flex: '1 1 220px' }} />
        <SelectInput
          source="type"
          choices={TYPE_CHOICES}
          emptyText={`${E}type_none`}
          validate={typeChosen}
          // the empty choice reads 'Seleccionar un tipo' in the closed select too
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 220px' }}
        />
      </Box>
      <Description />
      <Files />
      <Section title={translate('resources.events.fields.videos')}>
        <ArrayInput source="videos" label={false}>
          <SimpleFormIterator
            inline
            disableReordering
            disableClear
            addButton={<AddItemButton label="app.placeMedia.add_video" />}
            // a row's two inputs wrap instead of widening a narrow page (a phone stacks them); its
            // remove button shows always, not only on hover (touch screens have none)
            sx={{
              '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap' },
              '& .RaSimpleFormIterator-action, & .RaSimpleFormIteratorItem-action': { visibility: 'visible' },
            }}
          >
            <TextInput
              source="url"
              type="url"
              validate={videoUrlValidator}
              helperText={false}
              sx={{ flex: { xs: '0 0 auto', sm: '2 1 220px' }, minWidth: 0 }}
            />
            <TextInput
              source="name"
              helperText={false}
              slotProps={{ htmlInput: { maxLength: PLACE_LIMITS.videoName } }}
              sx={{ flex: { xs: '0 0 auto', sm: '1 1 160px' }, minWidth: 0 }}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <BooleanInput source="published" />
    </>
  );
};
