/**
 * Step 5 Resumen (part 1 §2, §4: "entering step 5 builds the payload and summary"): what Guardar
 * will send, as a definition list built from the same conversion the data provider sends
 * (toPlaceInput), with the names of the chosen list entries, how many photos, PDFs and 360º views
 * there will be (and how many go up after the save: chosen files, maps photos) and how many
 * service questions are answered.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COUNTRIES, LANGS, type Hours } from '../../../../../domain';
import { removedFiles, toPlaceInput, type PlaceFormValues } from '../../../../dataProvider/placeInput';
import { fieldLabelKey } from '../fieldLabel';
import { mediaCounts, serviceAnswers } from './summaryCounts';

const S = 'app.place_editor.summary.';

/** Spanish names of list entries by id (the lists are cached: no request per step). */
const Names = ({ reference, ids }: { reference: string; ids: number[] }) => {
  const { data } = useGetMany(reference, { ids }, { enabled: ids.length > 0 });
  if (!ids.length) return <>—</>;
  const byId = new Map((data ?? []).map((r) => [Number(r.id), (r.text as Record<string, string> | undefined)?.es ?? String(r.id)]));
  return <>{ids.map((id) => byId.get(id) ?? `#${id}`).join(', ')}</>;
};

function hoursText(hours: unknown, translate: (key: string, options?: object) => string): string {
  const list = (Array.isArray(hours) ? hours : []) as Hours;
  if (list.length === 0) return translate(`${S}no_hours`);
  const first = list[0] as Record<string, unknown> | undefined;
  if (first?.alwaysOpen) return translate(`${S}always_open`);
  if (first?.seasonOpen) return translate(`${S}season_open`);
  const days = (list as { day: string; hours: { open: string; close: string }[]; all24: boolean }[])
    .filter((d) => d.all24 || d.hours?.length)
    .map((d) => (d.all24 ? `${d.day} 24 h` : `${d.day} ${d.hours.map((h) => `${h.open}–${h.close}`).join(', ')}`));
  return days.length ? translate(`${S}per_day`, { days: days.join('; ') }) : translate(`${S}closed_all`);
}

/** A row of the summary: the field's name (resources.places.fields) and what will be sent. */
const Row = ({ field, children }: { field: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {translate(fieldLabelKey(field))}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children === '' || children === null || children === undefined ? '—' : children}
      </Typography>
    </>
  );
};

export const SummaryStep = () => {
  const translate = useTranslate();
  const values = useWatch() as PlaceFormValues;
  const input = toPlaceInput(values);
  const text = (field: string) => String(input[field] ?? '');
  const chars = (prefix: string) =>
    LANGS.map(
      (lang) => `${lang.toUpperCase()}: ${translate(`${S}chars`, { count: [...text(`${prefix}${lang.toUpperCase()}`)].length })}`,
    ).join(' · ');
  const files = mediaCounts(values);
  /** How many there will be, and how many of them are uploaded after the save. */
  const media = ({ total, uploads }: { total: number; uploads: number }) =>
    uploads > 0 ? `${total} · ${translate(`${S}uploads`, { smart_count: uploads })}` : String(total);
  const answers = serviceAnswers(values.services);
  const removed = removedFiles(values);
  const lat = input.lat as number | null;
  const lng = input.lng as number | null;
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{translate(`${S}intro`)}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, 14rem) minmax(0, 1fr)' },
          columnGap: 2,
          m: 0,
        }}
      >
        <Row field="name">{text('name')}</Row>
        <Row field="address">{text('address')}</Row>
        <Row field="city">{text('city')}</Row>
        <Row field="province">{text('province')}</Row>
        <Row field="country">{`${COUNTRIES[text('country')] ?? ''} (${text('country')})`}</Row>
        <Row field="zipcode">{text('zipcode')}</Row>
        <Row field="coordinates">{lat !== null && lng !== null ? `(${lat}, ${lng})` : ''}</Row>
        <Row field="categories">
          <Names reference="categories" ids={values.categories ?? []} />
        </Row>
        <Row field="subcategories">
          <Names reference="subcategories" ids={values.subcategories ?? []} />
        </Row>
        {(['phone', 'website', 'gmaps_url', 'plus_code', 'timezone', 'facebook', 'instagram', 'twitter', 'youtube'] as const).map(
          (field) => (
            <Row key={field} field={field}>
              {text(field)}
            </Row>
          ),
        )}
        <Row field="description">{chars('description')}</Row>
        <Row field="menu">{chars('menu')}</Row>
        <Row field="photos">{media(files.photos)}</Row>
        <Row field="pdfs">{media(files.pdfs)}</Row>
        <Row field="videos">{String((input.videos as unknown[])?.length ?? 0)}</Row>
        <Row field="views360">{media(files.views360)}</Row>
        {removed.length > 0 && <Row field="remove_files">{String(removed.length)}</Row>}
        <Row field="equipment">
          <Names reference="equipment" ids={values.equipment ?? []} />
        </Row>
        <Row field="allergies">
          <Names reference="allergies" ids={values.allergies ?? []} />
        </Row>
        <Row field="services">{answers.total > 0 ? translate(`${S}answered`, answers) : ''}</Row>
        <Row field="buy_url">{text('buy_url')}</Row>
        <Row field="buy_price">{text('buy_price')}</Row>
        <Row field="points">{Number(input.points) > 0 ? translate(`${S}stars`, { count: input.points }) : ''}</Row>
        <Row field="hours">{hoursText(input.hours, translate)}</Row>
        <Row field="published">{translate(`app.places.status.${String(input.published)}`)}</Row>
        <Row field="notes">{text('notes')}</Row>
      </Box>
    </Box>
  );
};
