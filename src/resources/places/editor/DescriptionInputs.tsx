/**
 * The description in four language tabs (part 1 §2: Español, Gallego, Inglés, Portugués, in that
 * order), a character counter under each (§5: no length limit, only the count) and the
 * 'Traducir' button: the text of the tab shown, translated by the API into the other three.
 */
import { Box } from '@mui/material';
import { TextInput, TranslatableInputs, TranslatableInputsTabs, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TranslateButton } from './TranslateButton';

/** The spec's tab order. */
export const DESCRIPTION_TABS = ['es', 'gl', 'en', 'pt'] as const;

const DescriptionText = () => {
  const translate = useTranslate();
  const path = useSourceContext().getSource('description');
  const lang = path.slice(path.lastIndexOf('.') + 1);
  const value = useWatch({ name: path });
  const count = typeof value === 'string' ? [...value].length : 0;
  return (
    <Box>
      <TextInput
        source="description"
        label={`${translate('app.place_editor.field.description')} (${translate(`ra.locales.${lang}`, { _: lang })})`}
        multiline
        minRows={4}
        helperText={translate('app.place_editor.chars', { count, smart_count: count })}
        fullWidth
      />
      <TranslateButton lang={lang} />
    </Box>
  );
};

export const DescriptionInputs = () => (
  <TranslatableInputs
    locales={[...DESCRIPTION_TABS]}
    defaultLocale="es"
    selector={<TranslatableInputsTabs TabsProps={{ variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true }} />}
    fullWidth
  >
    <DescriptionText />
  </TranslatableInputs>
);
