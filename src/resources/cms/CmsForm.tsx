/**
 * Add / edit a CMS page (part 2 §2, §5): title and rich-text content in four language tabs (the
 * Spanish title required), 'Traducir título' / 'Traducir cuerpo', the cover URL, the type (Ayuda,
 * Ayuda empresas, Blog), the parent page (none, or another page found by its title) and published
 * (on for a new page). Adding shows 'Añadiendo página CMS' while it saves.
 */
import { AutocompleteInput, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { ContentCreate, ContentEdit } from '../content/ContentForm';
import { CoverInput, PublishedInput, TranslatedContent } from '../content/ContentInputs';
import { TranslateFieldButtons } from '../content/TranslateFieldButtons';

const TYPES = [1, 2, 3];

const ParentInput = () => {
  const translate = useTranslate();
  return (
    // the server refuses the page itself or one of its children, under this input
    <ReferenceInput source="parent" reference="cms">
      <AutocompleteInput
        optionText={(page: { title?: { es?: string } }) => page.title?.es ?? ''}
        emptyText={translate('app.content.parent_none')}
        filterToQuery={(q: string) => ({ q })}
        label="resources.cms.fields.parent"
        helperText={false}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
};

const Inputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TranslatedContent text="title" content="content" />
      <TranslateFieldButtons title="title" body="content" />
      <CoverInput />
      <SelectInput source="cms_type" choices={TYPES.map((id) => ({ id, name: translate(`app.content.cms_type.${id}`) }))} />
      <ParentInput />
      <PublishedInput />
    </>
  );
};

export const CmsCreate = () => (
  <ContentCreate title="app.page.addcms" defaults={{ published: 1, cms_type: 3, parent: null }} working="app.content.adding_cms">
    <Inputs />
  </ContentCreate>
);

export const CmsEdit = () => (
  <ContentEdit title="app.page.editcms">
    <Inputs />
  </ContentEdit>
);
