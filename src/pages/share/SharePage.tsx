/**
 * 'Compartir sitio' (part 2 §2 «Share screen»): a random published place (on opening and on
 * 'Sitio aleatorio') or the one of an id; its name, first category, description, city / province /
 * country and a link to its sheet; a message box, 'Generar texto' (useShareText: the text of
 * domain/shareText.ts with the configured hashtags), the result, which can still be edited, and
 * 'Copiar al portapapeles'.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import { useTranslate } from 'react-admin';
import { MAX_ID } from '../../../domain';
import { PageTitle } from '../../layout/PageTitle';
import { useToast } from '../../notify';
import { runtimeConfig } from '../../runtimeConfig';
import { SharePlaceCard } from './SharePlaceCard';
import { useSharePlace } from './useSharePlace';
import { useShareText } from './useShareText';

export const SharePage = () => {
  const translate = useTranslate();
  const toast = useToast();
  const { place, error, loading, random, byId } = useSharePlace();
  const { text, setText, busy, generate } = useShareText();
  const [id, setId] = useState('');
  const [message, setMessage] = useState('');

  const wanted = Number(id);
  const validId = Number.isInteger(wanted) && wanted >= 1 && wanted <= MAX_ID;
  const find = (event: FormEvent) => {
    event.preventDefault();
    if (validId) byId(wanted);
  };
  const onGenerate = async () => {
    if (!place) return;
    const failed = await generate(place, message);
    if (failed === 'translate') toast.error(translate('app.share.translate_failed'));
    else if (failed) toast.error(translate('ra.notification.http_error'));
    else if (!runtimeConfig().translate) toast.info(translate('app.share.untranslated'));
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.ok(translate('app.share.copied'));
    } catch {
      toast.error(translate('app.share.copy_failed'));
    }
  };

  return (
    <Box sx={{ maxWidth: 900, minWidth: 0 }}>
      <PageTitle title="app.page.share" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          {/* one line, centred: the theme's dense margin put the id's field 8 px below its two buttons */}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Button variant="contained" startIcon={<ShuffleIcon />} onClick={random} disabled={loading}>
              {translate('app.share.random')}
            </Button>
            <Box component="form" onSubmit={find} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                margin="none"
                label={translate('app.share.by_id')}
                value={id}
                onChange={(event) => setId(event.target.value.replace(/\D/g, ''))}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                sx={{ width: 140 }}
              />
              <Button type="submit" variant="outlined" disabled={!validId || loading}>
                {translate('app.share.find')}
              </Button>
            </Box>
          </Stack>
          {loading && <LinearProgress aria-label={translate('app.share.loading')} sx={{ mt: 2 }} />}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {place && !error && <SharePlaceCard place={place} />}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <TextField
            label={translate('app.share.message')}
            helperText={translate('app.share.message_help')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={3}
            fullWidth
          />
          <Button
            variant="contained"
            startIcon={<TextSnippetIcon />}
            onClick={onGenerate}
            disabled={!place || Boolean(error) || message.trim() === '' || busy}
            sx={{ mt: 2 }}
          >
            {translate(busy ? 'app.share.generating' : 'app.share.generate')}
          </Button>
          {text && (
            <>
              <TextField
                label={translate('app.share.result')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                multiline
                fullWidth
                sx={{ mt: 3 }}
              />
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ mt: 2 }}>
                {translate('app.share.copy')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
