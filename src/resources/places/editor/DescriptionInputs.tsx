/**
 * The description in four language tabs (part 1 §2: Español, Gallego, Inglés, Portugués, in that
 * order), a character counter under each (§5: no length limit, only the count) and the
 * 'Traducir' button: the text of the tab shown, translated by the API into the other three.
 */
import { Box } from '@mui/material';
import { TextInput, TranslatableInputs, TranslatableInputsTabs, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fieldName } from './fieldLabel';
import { TranslateButton } from './TranslateButton';
import { usePlaceValidators } from './validation/placeValidators';

/** The spec's tab order. */
export const DESCRIPTION_TABS = ['es', 'gl', 'en', 'pt'] as const;

const DescriptionText = () => {
  const translate = useTranslate();
  const path = useSourceContext().getSource('description');
  const lang = path.slice(path.lastIndexOf('.') + 1);
  const value = useWatch({ name: path });
  const count = typeof value === 'string' ? [...value].length : 0;
  const validate = usePlaceValidators()[path];
  return (
    <Box>
      <TextInput
        source="description"
        // each tab's input is named with its language (react-admin would give the four the same name)
        label={fieldName(path, translate)}
        validate={validate}
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
