/**
 * One per-language text of a declared entity inside TranslatableInputs: labelled with its language
 * ('Español (ES)', 'Pregunta (GL)': resources.<name>.fields.<source>.<lang>), with a character
 * count against its limit, and required in the language its declaration says (domain/entities:
 * the same limit and message the API applies).
 */
import { useMemo } from 'react';
import { TextInput, useResourceContext, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { entityOf, type TextField } from '../../../domain/entities';
import { charCount, requiredText, withinLimit } from './textValidation';

interface Props {
  /** A text field of the resource's declaration. */
  source: string;
  /** Focus the Spanish one when the modal opens. */
  autoFocus?: boolean;
  multiline?: boolean;
}

function declared(resource: string | undefined, source: string): TextField {
  const field = resource ? entityOf(resource)?.fields[source] : undefined;
  if (field?.kind !== 'text') throw new Error(`${resource}.${source} no es un texto declarado en domain/entities`);
  return field;
}

export const LangTextInput = ({ source, autoFocus = false, multiline = false }: Props) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { max, required } = declared(resource, source);
  const path = useSourceContext().getSource(source); // 'text.es'
  const lang = path.slice(path.lastIndexOf('.') + 1);
  const label = translate(`resources.${resource}.fields.${source}.${lang}`);
  const validate = useMemo(
    () => [...(required?.lang === lang ? [requiredText(required.message)] : []), withinLimit(label, max)],
    [required, lang, label, max],
  );
  const count = charCount(useWatch({ name: path }));
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      helperText={translate('app.reference.field.count', { count, max })}
      autoFocus={autoFocus && lang === (required?.lang ?? 'es')}
      multiline={multiline}
      fullWidth
    />
  );
};
