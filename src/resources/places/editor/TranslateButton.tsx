/**
 * 'Traducir': sends the text of one language to the API's `translate` and writes the answers into
 * the other three languages (part 1 §2, §8: 'Traducido' / 'Fallo al traducir'). Disabled, saying
 * why, when the server has no translation provider (/config.js `translate` false), and while the
 * text is empty or a translation is under way.
 */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LANGS } from '../../../../domain';
import type { PanelDataProvider } from '../../../dataProvider';
import { useToast } from '../../../notify';
import { runtimeConfig } from '../../../runtimeConfig';

export const TranslateButton = ({ lang }: { lang: string }) => {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const { setValue } = useFormContext();
  const text = useWatch({ name: `description.${lang}` });
  const [busy, setBusy] = useState(false);
  const configured = runtimeConfig().translate;
  const reasonId = `translate-off-${lang}`;

  const run = async () => {
    setBusy(true);
    try {
      const targets = LANGS.filter((l) => l !== lang);
      const { data } = await dataProvider.translate({ text: String(text), source: lang, targets: [...targets] });
      for (const { lang: target, text: translated } of data) {
        if ((targets as readonly string[]).includes(target)) setValue(`description.${target}`, translated, { shouldDirty: true });
      }
      toast.ok(translate('app.place_editor.toast.translated'));
    } catch {
      toast.error(translate('app.place_editor.toast.translate_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<TranslateIcon />}
        onClick={run}
        disabled={!configured || busy || typeof text !== 'string' || !text.trim()}
        aria-describedby={configured ? undefined : reasonId}
        title={configured ? translate('app.place_editor.action.translate_hint') : undefined}
      >
        {translate('app.place_editor.action.translate')}
      </Button>
      {!configured && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {translate('app.place_editor.action.translate_off')}
        </Typography>
      )}
    </Box>
  );
};
