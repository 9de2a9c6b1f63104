/**
 * Inputs the content forms share: a title / name and a rich-text content per language in four
 * tabs (Español, Gallego, Inglés, Portugués, as the place editor), the cover image URL (http(s)
 * only, previewed), and the published switch stored as 1 / 0.
 */
import { useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import {
  BooleanInput,
  TextInput,
  TranslatableInputs,
  TranslatableInputsTabs,
  useResourceContext,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { entityOf, isHttpUrl, type UrlField } from '../../../domain';
import { menuEditorOptions } from '../places/editor/media/richText/editorOptions';
import { MenuToolbar } from '../places/editor/media/richText/MenuToolbar';
import { LangTextInput } from '../reference/LangTextInput';

/** The place editor's tab order. */
const TABS = ['es', 'gl', 'en', 'pt'];

/** A rich-text input of one language inside LanguageTabs, labelled `resources.<resource>.fields.<source>.<lang>`. */
export const RichContent = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const path = useSourceContext().getSource(source); // 'content.gl'
  const label = translate(`resources.${resource}.fields.${source}.${path.slice(path.lastIndexOf('.') + 1)}`);
  const options = useMemo(() => menuEditorOptions(label), [label]);
  // The place editor's toolbar: its heading menu passes axe, ra-input-rich-text's LevelSelect does not.
  return <RichTextInput source={source} label={label} editorOptions={options} toolbar={<MenuToolbar />} helperText={false} fullWidth />;
};

/** Per-language inputs in four tabs, in the place editor's order. */
export const LanguageTabs = ({ children }: { children: ReactNode }) => (
  <TranslatableInputs
    locales={TABS}
    defaultLocale="es"
    selector={<TranslatableInputsTabs TabsProps={{ variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true }} />}
    fullWidth
    // The tab bar scrolls instead of widening the page: react-admin's layout grows to fit its
    // content's widest part (the four tabs took a 390 px screen to 437 px).
    sx={{ '& .MuiTabs-root': { contain: 'inline-size' } }}
  >
    {children}
  </TranslatableInputs>
);

/** `text`: the per-language title or name; `content`: the rich text. */
export const TranslatedContent = ({ text, content }: { text: string; content: string }) => (
  <LanguageTabs>
    <LangTextInput source={text} />
    <RichContent source={content} />
  </LanguageTabs>
);

export const CoverInput = () => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const { max } = entityOf(resource)!.fields.cover as UrlField;
  const value = useWatch({ name: 'cover' });
  const validate = useMemo(
    () => (v: unknown) => {
      const text = typeof v === 'string' ? v.trim() : '';
      if (text.length > max) return translate('ra.validation.maxLength', { max });
      return text === '' || isHttpUrl(text) ? undefined : translate('app.content.cover_invalid');
    },
    [max, translate],
  );
  const shown = typeof value === 'string' && isHttpUrl(value.trim()) ? value.trim() : '';
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%', flexWrap: 'wrap' }}>
      <TextInput source="cover" type="url" validate={validate} helperText="app.content.cover_help" sx={{ flex: '1 1 280px' }} />
      {shown && <Box component="img" src={shown} alt="" sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, mt: 1 }} />}
    </Box>
  );
};

/** published 1 / 0 as a switch. */
export const PublishedInput = () => (
  <BooleanInput
    source="published"
    label="app.content.published"
    format={(v: unknown) => v === 1 || v === true}
    parse={(checked: boolean) => (checked ? 1 : 0)}
  />
);
