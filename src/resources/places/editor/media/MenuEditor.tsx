/**
 * The place's menu (carta) in four language tabs — Español, Gallego, Inglés, Portugués — each a
 * rich-text editor (ra-input-rich-text) with the spec's toolbar (levels, formatting, colours,
 * alignment, lists, links, images, video, tables; part 1 §9). Form fields menu.es,
 * menu.gl, menu.en, menu.pt (HTML; the server sanitises it).
 */
import { useMemo } from 'react';
import { RichTextInput } from 'ra-input-rich-text';
import { TranslatableInputs, TranslatableInputsTabs, useSourceContext, useTranslate } from 'react-admin';
import { menuEditorOptions } from './richText/editorOptions';
import { MenuToolbar } from './richText/MenuToolbar';
import { MediaSection } from './MediaSection';
import { fieldName } from '../fieldLabel';
import { usePlaceValidators } from '../validation/placeValidators';

/** The spec's tab order. */
const MENU_LOCALES = ['es', 'gl', 'en', 'pt'];

/** One language's editor: TranslatableInputs gives it `menu` and the language through the source context. */
const MenuInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const path = useSourceContext().getSource(source);
  // each tab's editor is named with its language: 'Carta (Gallego)'
  const name = fieldName(path, translate);
  const options = useMemo(() => menuEditorOptions(name), [name]);
  const validate = usePlaceValidators()[path];
  return (
    <RichTextInput source={source} label={name} editorOptions={options} toolbar={<MenuToolbar />} validate={validate} helperText={false} />
  );
};

export const MenuEditor = () => {
  const translate = useTranslate();
  return (
    <MediaSection title={translate('app.placeMedia.menu')}>
      <TranslatableInputs
        locales={MENU_LOCALES}
        defaultLocale="es"
        // the four tabs scroll on a phone instead of widening the page (they took it to 437 px at 390)
        selector={<TranslatableInputsTabs TabsProps={{ variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true }} />}
        fullWidth
      >
        <MenuInput source="menu" />
      </TranslatableInputs>
    </MediaSection>
  );
};
