/**
 * One per-language text inside TranslatableInputs: labelled with its language ('Español (ES)',
 * 'Pregunta (GL)': resources.<name>.fields.<source>.<lang>), with a character count against its
 * limit, required in Spanish when `required` gives the message.
 */
import { useMemo } from 'react';
import { TextInput, useResourceContext, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { charCount, requiredText, withinLimit } from './textValidation';

interface Props {
  source: string;
  /** Most characters (domain TEXT_LIMITS). */
  max: number;
  /** i18n key of the message when the Spanish text is blank; absent: optional in every language. */
  required?: string;
  /** Focus the Spanish one when the modal opens. */
  autoFocus?: boolean;
  multiline?: boolean;
}

export const LangTextInput = ({ source, max, required, autoFocus = false, multiline = false }: Props) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const path = useSourceContext().getSource(source); // 'text.es'
  const lang = path.slice(path.lastIndexOf('.') + 1);
  const label = translate(`resources.${resource}.fields.${source}.${lang}`);
  const validate = useMemo(
    () => [...(required && lang === 'es' ? [requiredText(required)] : []), withinLimit(label, max)],
    [required, lang, label, max],
  );
  const count = charCount(useWatch({ name: path }));
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      helperText={translate('app.reference.field.count', { count, max })}
      autoFocus={autoFocus && lang === 'es'}
      multiline={multiline}
      fullWidth
    />
  );
};
