/**
 * 'Obtener datos de la URL' (part 2 §2, §7 «Event scraping»): the event page's address, read by the
 * API (scrapeEvent); what it says fills the name, the description, the ticket URL and the ticket
 * image (the page's cover image), and a toast says so. A refused address or page shows the
 * server's Spanish reason and changes nothing.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isHttpUrl } from '../../../domain';
import { ApiError, type PanelDataProvider } from '../../dataProvider';
import { useToast } from '../../notify';

const E = 'app.content.event.';

export const ImportFromUrl = () => {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const { setValue } = useFormContext();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = isHttpUrl(url.trim());

  const run = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.scrapeEvent({ url });
      const found = { name: data.name, description: data.description, buy_url: data.buy_url, buy_img: data.image };
      for (const [field, value] of Object.entries(found)) {
        if (value) setValue(field, value, { shouldDirty: true, shouldValidate: true });
      }
      toast.ok(translate(`${E}imported`));
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthenticated)) {
        toast.error(error instanceof ApiError && error.message ? error.message : translate(`${E}import_failed`));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="event-import-title"
      sx={{ width: '100%', p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="event-import-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(`${E}import_title`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={translate(`${E}import_url`)}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void run(e);
          }}
          type="url"
          size="small"
          helperText={translate(`${E}import_help`)}
          sx={{ flex: '1 1 260px', minWidth: 0 }}
        />
        <Button variant="outlined" startIcon={<CloudDownloadIcon />} onClick={() => void run()} disabled={!valid || busy}>
          {translate(`${E}import_button`)}
        </Button>
      </Box>
    </Box>
  );
};
