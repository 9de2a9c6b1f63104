/** The name of a category, subcategory, equipment or allergy in each language (Spanish required). */
import { LangTextInput } from './LangTextInput';
import { LanguageInputs } from './LanguageInputs';

export const NameInputs = () => (
  <LanguageInputs fields={['text']}>
    <LangTextInput source="text" autoFocus />
  </LanguageInputs>
);
