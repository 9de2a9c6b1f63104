/**
 * Step 5 Resumen (part 1 §2, §4: "entering step 5 builds the payload and summary"): what Guardar
 * will send, as a definition list built from the same conversion the data provider sends
 * (toPlaceInput), with the names of the chosen list entries, and the files to upload after.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COUNTRIES, LANGS, type Hours } from '../../../../../domain';
import { removedFiles, toPlaceInput, type PlaceFormValues } from '../../../../dataProvider/placeInput';

const F = 'app.place_editor.field.';
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

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {translate(label, { _: label })}
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
  const count = (n: number) => String(n);
  const chars = (prefix: string) =>
    LANGS.map(
      (lang) => `${lang.toUpperCase()}: ${translate(`${S}chars`, { count: [...text(`${prefix}${lang.toUpperCase()}`)].length })}`,
    ).join(' · ');
  const photos = (input.photos as unknown[]) ?? [];
  const fileCount = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  const existing = (list: unknown) => (Array.isArray(list) ? list.length : 0);
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
        <Row label={`${F}name`}>{text('name')}</Row>
        <Row label={`${F}address`}>{text('address')}</Row>
        <Row label={`${F}city`}>{text('city')}</Row>
        <Row label={`${F}province`}>{text('province')}</Row>
        <Row label={`${F}country`}>{`${COUNTRIES[text('country')] ?? ''} (${text('country')})`}</Row>
        <Row label={`${F}zipcode`}>{text('zipcode')}</Row>
        <Row label={`${F}coordinates`}>{lat !== null && lng !== null ? `(${lat}, ${lng})` : ''}</Row>
        <Row label={`${F}categories`}>
          <Names reference="categories" ids={values.categories ?? []} />
        </Row>
        <Row label={`${F}subcategories`}>
          <Names reference="subcategories" ids={values.subcategories ?? []} />
        </Row>
        <Row label={`${F}phone`}>{text('phone')}</Row>
        <Row label={`${F}website`}>{text('website')}</Row>
        <Row label={`${F}gmaps_url`}>{text('gmaps_url')}</Row>
        <Row label={`${F}plus_code`}>{text('plus_code')}</Row>
        <Row label={`${F}timezone`}>{text('timezone')}</Row>
        <Row label={`${F}facebook`}>{text('facebook')}</Row>
        <Row label={`${F}instagram`}>{text('instagram')}</Row>
        <Row label={`${F}twitter`}>{text('twitter')}</Row>
        <Row label={`${F}youtube`}>{text('youtube')}</Row>
        <Row label={`${F}description`}>{chars('description')}</Row>
        <Row label={`${F}menu`}>{chars('menu')}</Row>
        <Row label={`${F}photos`}>{`${count(photos.length)} · ${translate(`${S}new_files`, { count: fileCount(values.photoFiles) })}`}</Row>
        <Row
          label={`${F}pdfs`}
        >{`${count(existing(values.pdfs))} · ${translate(`${S}new_files`, { count: fileCount(values.pdfFiles) })}`}</Row>
        <Row label={`${F}videos`}>{count((input.videos as unknown[])?.length ?? 0)}</Row>
        <Row label={`${F}views360`}>
          {`${count(existing(values.views360))} · ${translate(`${S}new_files`, { count: fileCount(values.view360Files) })}`}
        </Row>
        {removed.length > 0 && <Row label={`${F}remove_files`}>{count(removed.length)}</Row>}
        <Row label={`${F}equipment`}>
          <Names reference="equipment" ids={values.equipment ?? []} />
        </Row>
        <Row label={`${F}allergies`}>
          <Names reference="allergies" ids={values.allergies ?? []} />
        </Row>
        <Row label={`${F}services`}>{count((input.services as unknown[])?.length ?? 0)}</Row>
        <Row label={`${F}buy_url`}>{text('buy_url')}</Row>
        <Row label={`${F}buy_price`}>{text('buy_price')}</Row>
        <Row label={`${F}points`}>{Number(input.points) > 0 ? translate(`${S}stars`, { count: input.points }) : ''}</Row>
        <Row label={`${F}hours`}>{hoursText(input.hours, translate)}</Row>
        <Row label={`${F}published`}>{translate(`app.places.status.${String(input.published)}`)}</Row>
        <Row label={`${F}notes`}>{text('notes')}</Row>
      </Box>
    </Box>
  );
};
