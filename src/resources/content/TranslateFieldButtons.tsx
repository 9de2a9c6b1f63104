/**
 * 'Traducir título' and 'Traducir cuerpo' (part 2 §2, §8): the Spanish text of a per-language field
 * translated by the API's provider into the other three languages, then 'Traducido título' /
 * 'Traducido cuerpo', or 'Fallo al traducir título' / 'Fallo al traducir cuerpo' and nothing
 * changes. Disabled, saying why, when the server has no provider, and while the Spanish text is
 * empty or a translation is under way.
 */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LANGS } from '../../../domain';
import type { PanelDataProvider } from '../../dataProvider';
import { useToast } from '../../notify';
import { runtimeConfig } from '../../runtimeConfig';

/** Rich text with nothing but markup counts as empty. */
const hasText = (value: unknown) => typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '';

const TranslateField = ({ field, part }: { field: string; part: 'title' | 'body' }) => {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const { setValue } = useFormContext();
  const text = useWatch({ name: `${field}.es` });
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const targets = LANGS.filter((lang) => lang !== 'es');
      const { data } = await dataProvider.translate({ text: String(text), source: 'es', targets: [...targets] });
      for (const { lang, text: translated } of data) {
        if ((targets as readonly string[]).includes(lang)) setValue(`${field}.${lang}`, translated, { shouldDirty: true });
      }
      toast.ok(translate(`app.content.translated_${part}`));
    } catch {
      toast.error(translate(`app.content.translate_${part}_failed`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<TranslateIcon />}
      onClick={run}
      disabled={!runtimeConfig().translate || busy || !hasText(text)}
      title={translate('app.content.translate_hint')}
    >
      {translate(`app.content.translate_${part}`)}
    </Button>
  );
};

export const TranslateFieldButtons = ({ title, body }: { title: string; body: string }) => {
  const translate = useTranslate();
  const configured = runtimeConfig().translate;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
      aria-describedby={configured ? undefined : 'translate-off'}
    >
      <TranslateField field={title} part="title" />
      <TranslateField field={body} part="body" />
      {!configured && (
        <Typography id="translate-off" variant="body2" color="text.secondary">
          {translate('app.content.translate_off')}
        </Typography>
      )}
    </Box>
  );
};
