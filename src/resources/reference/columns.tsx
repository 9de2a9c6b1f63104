/**
 * DataTable columns shared by the reference lists: the 50 px image, one column per language in
 * the one language order (EN, ES, GL, PT; labels from resources.<name>.fields.<field>.<lang>), and
 * the row's actions (edit opens the modal at /<resource>/<id>; delete asks first). Fixed layout:
 * long texts wrap inside their column, so the table never scrolls sideways.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, EditButton, useRecordContext, useTranslate } from 'react-admin';
import { LANGS } from '../../../domain';
import { ReferenceDeleteButton } from './ReferenceDeleteButton';
import { Thumb } from './Thumb';

/** A long text wraps between words; only a word wider than its column is broken. */
const WRAP = { overflowWrap: 'break-word' } as const;

export const ImageColumn = () => (
  <DataTable.Col source="image" disableSort sx={{ width: 66 }}>
    <Thumb />
  </DataTable.Col>
);

/** A text, or a dash read out as 'Sin texto'. */
export const LangText = ({ value, strong = false }: { value: unknown; strong?: boolean }) => {
  const translate = useTranslate();
  if (!value) {
    return (
      <Typography variant="body2" color="text.secondary" aria-label={translate('app.reference.no_text')}>
        —
      </Typography>
    );
  }
  return (
    <Typography variant="body2" fontWeight={strong ? 600 : undefined} sx={WRAP}>
      {String(value)}
    </Typography>
  );
};

interface LanguageColumnsProps {
  field: string;
  /** Draws a cell (default: the field's text in that language). */
  render?: (lang: string) => ReactNode;
  /** The header's i18n key (default: the field's label in that language). */
  label?: (lang: string) => string;
}

/** One column per language of `field`. */
export const LanguageColumns = ({ field, render, label }: LanguageColumnsProps) =>
  LANGS.map((lang) => (
    <DataTable.Col key={lang} source={`${field}.${lang}`} label={label?.(lang)} disableSort>
      {render ? render(lang) : <LangCell source={`${field}.${lang}`} />}
    </DataTable.Col>
  ));

const LangCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value = source.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], record);
  return <LangText value={value} />;
};

/** Wide enough for both buttons side by side on a desktop; stacked on narrower screens. */
export const ActionsColumn = () => (
  <DataTable.Col source="actions" disableSort align="right" sx={{ width: { sm: 120, lg: 230 } }}>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
      <EditButton />
      <ReferenceDeleteButton />
    </Box>
  </DataTable.Col>
);

/** Image, the name in each language, actions: categories, subcategories, equipment, allergies. */
export const NameColumns = () => (
  <>
    <ImageColumn />
    <LanguageColumns field="text" />
    <ActionsColumn />
  </>
);
