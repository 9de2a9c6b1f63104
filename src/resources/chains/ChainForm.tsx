/**
 * Add / edit a chain (part 2 §2; the legacy panel had empty placeholders here): a name and a
 * rich-text content in four language tabs (the Spanish name required), 'Traducir', the cover URL,
 * published (on for a new chain) and its places, found by name.
 */
import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { ContentCreate, ContentEdit } from '../content/ContentForm';
import { CoverInput, PublishedInput, TranslatedContent } from '../content/ContentInputs';
import { TranslateFieldButtons } from '../content/TranslateFieldButtons';

const Inputs = () => (
  <>
    <TranslatedContent text="name" content="content" />
    <TranslateFieldButtons title="name" body="content" />
    <CoverInput />
    <PublishedInput />
    {/* A place belongs to at most one chain: one picked here leaves its previous chain. */}
    <ReferenceArrayInput source="places" reference="places">
      <AutocompleteArrayInput
        optionText={(place: { name?: string; city?: string }) => `${place.name ?? ''}${place.city ? ` (${place.city})` : ''}`}
        filterToQuery={(q: string) => ({ q })}
        label="resources.chains.fields.places"
        helperText="app.content.places_help"
        fullWidth
      />
    </ReferenceArrayInput>
  </>
);

export const ChainCreate = () => (
  <ContentCreate title="app.page.addchains" defaults={{ published: 1 }}>
    <Inputs />
  </ContentCreate>
);

export const ChainEdit = () => (
  <ContentEdit title="app.page.editchains">
    <Inputs />
  </ContentEdit>
);
