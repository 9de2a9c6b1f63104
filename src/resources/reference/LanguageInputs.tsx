/**
 * react-admin's TranslatableInputs over the four content languages (domain LANGS, one order:
 * EN, ES, GL, PT), Spanish selected first. The tabs scroll, so a phone shows all four. When a save
 * is refused (before sending or by the server), the tab holding the first error is shown and that
 * input gets the focus, wherever the user was.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { TranslatableInputs, TranslatableInputsTabs, useTranslatableContext } from 'react-admin';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { LANGS } from '../../../domain';

/** The first (field, language) with an error: in the shown language if it has one, else in language order. */
function firstError(errors: FieldErrors, fields: readonly string[], shown: string): string | null {
  const has = (field: string, lang: string) => Boolean((errors[field] as Record<string, unknown> | undefined)?.[lang]);
  for (const lang of [shown, ...LANGS]) {
    const field = fields.find((f) => has(f, lang));
    if (field) return `${field}.${lang}`;
  }
  return null;
}

const Tabs = ({ fields }: { fields: readonly string[] }) => {
  const { selectedLocale, selectLocale } = useTranslatableContext();
  const { setFocus } = useFormContext();
  const { isSubmitting, errors } = useFormState();
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    const target = finished ? firstError(errors, fields, selectedLocale) : null;
    if (!target) return;
    selectLocale(target.slice(target.lastIndexOf('.') + 1));
    setTimeout(() => setFocus(target), 0); // once its tab is shown
  }, [isSubmitting, errors, fields, selectedLocale, selectLocale, setFocus]);
  return (
    <TranslatableInputsTabs
      TabsProps={{
        variant: 'scrollable',
        scrollButtons: 'auto',
        allowScrollButtonsMobile: true,
        sx: { '& .MuiTab-root': { px: { xs: 1, sm: 2 } } },
      }}
    />
  );
};

/** `fields`: the sources of the per-language inputs inside, in form order. */
export const LanguageInputs = ({ fields, children }: { fields: readonly string[]; children: ReactNode }) => (
  <TranslatableInputs locales={[...LANGS]} defaultLocale="es" selector={<Tabs fields={fields} />} fullWidth>
    {children}
  </TranslatableInputs>
);
