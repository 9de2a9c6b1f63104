/**
 * Add / edit a chain (part 2 §2; the legacy panel had empty placeholders here): a name and a
 * rich-text content in four language tabs (the Spanish name required), 'Traducir', the cover URL
 * and published (on for a new chain).
 */
import { ContentCreate, ContentEdit } from '../content/ContentForm';
import { CoverInput, PublishedInput, TranslatedContent } from '../content/ContentInputs';
import { TranslateFieldButtons } from '../content/TranslateFieldButtons';

const Inputs = () => (
  <>
    <TranslatedContent text="name" content="content" />
    <TranslateFieldButtons title="name" body="content" />
    <CoverInput />
    <PublishedInput />
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
