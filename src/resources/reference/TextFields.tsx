/**
 * The modal's per-language inputs. Plain lists: one text per language (ES, EN, GL, PT).
 * Services: one tab per language with the question, the text and the five rating labels; a tab
 * holding an error is marked and shown.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { Box, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FORM_LANGS, RATINGS, langOf, type Lang } from './formValues';

/** The server's length limits (server/modules/reference/writeSpecs.ts), as maxLength of the inputs. */
export function maxLengthOf(key: string, service: boolean): number {
  if (key.startsWith('rating')) return 60;
  if (key.startsWith('question')) return 500;
  return service ? 500 : 200;
}

/** The Spanish name (question for services) is required by the server. */
const isRequired = (key: string, service: boolean) => key === (service ? 'questionES' : 'textES');

interface Props {
  prefix: string;
  texts: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
  disabled?: boolean;
}

function useLabel() {
  const translate = useTranslate();
  return (key: string, code: Lang) => {
    const rating = /^rating([1-5])/.exec(key);
    if (rating) return translate('app.reference.field.rating', { n: rating[1], code });
    if (key.startsWith('question')) return translate('app.reference.field.question', { code });
    return translate('app.reference.field.answer', { code });
  };
}

const Input = ({ prefix, name, label, texts, errors, onChange, disabled, autoFocus, service = false }: Omit<Props, 'onChange'> & {
  name: string;
  label: string;
  onChange: Props['onChange'];
  autoFocus?: boolean;
  service?: boolean;
}) => (
  <TextField
    id={`${prefix}-${name}`}
    name={name}
    label={label}
    value={texts[name] ?? ''}
    onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value)}
    error={Boolean(errors[name])}
    helperText={errors[name]}
    disabled={disabled}
    autoFocus={autoFocus}
    required={isRequired(name, service)}
    fullWidth
    size="small"
    slotProps={{ htmlInput: { maxLength: maxLengthOf(name, service) } }}
  />
);

/** textES, textEN, textGL, textPT labelled 'Español (ES)'... */
export const LangTexts = (props: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      {FORM_LANGS.map((code, i) => (
        <Input
          key={code}
          {...props}
          name={`text${code}`}
          label={translate('app.reference.field.text', { lang: translate(`app.reference.lang.${code}`), code })}
          autoFocus={i === 0}
        />
      ))}
    </Stack>
  );
};

/** The service's texts, one tab per language. */
export const ServiceTexts = (props: Props) => {
  const translate = useTranslate();
  const label = useLabel();
  const [lang, setLang] = useState<Lang>('ES');
  const withError = FORM_LANGS.filter((code) => Object.keys(props.errors).some((key) => props.errors[key] && langOf(key) === code));
  const firstError = withError[0];
  useEffect(() => {
    if (firstError) setLang(firstError);
  }, [firstError, props.errors]);
  const input = (name: string, autoFocus = false) => <Input {...props} name={name} label={label(name, lang)} autoFocus={autoFocus} service />;
  return (
    <Box>
      <Tabs value={lang} onChange={(_e, value: Lang) => setLang(value)} variant="fullWidth" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {FORM_LANGS.map((code) => (
          <Tab
            key={code}
            value={code}
            id={`${props.prefix}-tab-${code}`}
            label={`${translate(`app.reference.lang.${code}`)}${withError.includes(code) ? ' ⚠' : ''}`}
            sx={withError.includes(code) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      <Stack spacing={2} role="tabpanel" aria-labelledby={`${props.prefix}-tab-${lang}`} key={lang}>
        {input(`question${lang}`, true)}
        {input(`text${lang}`)}
        <Typography variant="body2" color="text.secondary">
          {translate('app.reference.field.ratings')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(5, 1fr)' } }}>
          {RATINGS.map((n) => (
            <Box key={n}>{input(`rating${n}${lang}`)}</Box>
          ))}
        </Box>
      </Stack>
    </Box>
  );
};
