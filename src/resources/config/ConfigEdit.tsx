/**
 * The site configuration (part 2 §2 «Config screen»): the global message in four language tabs
 * (rich text), the four featured items of the public home page and the share text's hashtags
 * (ShareHashtagsInputs), saved together. One record
 * (the data provider's singleton 'config', read from allConfig, saved by saveConfig), edited on the
 * resource's own page (/config). Saving shows 'Guardando configuración', then 'Datos guardados
 * correctamente' or 'Error al guardar' (part 2 §8); the form keeps what was typed either way, and
 * a refused field shows the server's message under its input.
 */
import { Box, Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, maxLength, useTranslate } from 'react-admin';
import { FEATURED_MAX, FEATURED_SLOTS } from '../../../domain';
import { CONFIG_ID } from '../../dataProvider/configRecord';
import { PageTitle } from '../../layout/PageTitle';
import { useToast } from '../../notify';
import { LanguageTabs, RichContent } from '../content/ContentInputs';
import { useSaveMessages } from '../content/saveMessages';
import { ShareHashtagsInputs } from './ShareHashtagsInputs';

const FEATURED_VALIDATE = [maxLength(FEATURED_MAX)];

/** Save only: there is nothing to delete. */
const ConfigToolbar = () => (
  <Toolbar>
    <SaveButton label="app.config.save" />
  </Toolbar>
);

const Heading = ({ text }: { text: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
    {text}
  </Typography>
);

export const ConfigEdit = () => {
  const translate = useTranslate();
  const toast = useToast();
  const saving = useSaveMessages({ working: 'app.config.saving', ok: 'app.config.saved', failed: 'app.config.save_failed' });
  // Settings that cannot be read say why and the page stays (react-admin would go to a list).
  const read = { onError: (error: unknown) => toast.error(error instanceof Error ? error.message : 'ra.notification.http_error') };
  return (
    <>
      <PageTitle title="app.page.config" />
      <Edit
        resource="config"
        id={CONFIG_ID}
        mutationMode="pessimistic"
        mutationOptions={saving}
        queryOptions={read}
        redirect={false}
        actions={false}
        title={<></>}
      >
        {/* The spec's 'Error al guardar' stays on screen: react-admin's «form not valid» toast would
            replace it when the server refuses a field (its message shows under the input). */}
        <SimpleForm toolbar={<ConfigToolbar />} warnWhenUnsavedChanges disableInvalidFormNotification>
          <Heading text={translate('app.config.global_message')} />
          <Typography variant="body2" color="text.secondary">
            {translate('app.config.global_message_help')}
          </Typography>
          <LanguageTabs>
            <RichContent source="globalmsg" />
          </LanguageTabs>
          <Heading text={translate('app.config.featured')} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
            {FEATURED_SLOTS.map((n) => (
              <TextInput key={n} source={`homefeatured${n}`} validate={FEATURED_VALIDATE} helperText="app.config.featured_help" fullWidth />
            ))}
          </Box>
          <ShareHashtagsInputs heading={(text) => <Heading text={text} />} />
        </SimpleForm>
      </Edit>
    </>
  );
};
