/** The name of a category, subcategory, equipment or allergy in each language (Spanish required). */
import { TEXT_LIMITS } from '../../../domain';
import { LangTextInput } from './LangTextInput';
import { LanguageInputs } from './LanguageInputs';

export const NameInputs = () => (
  <LanguageInputs fields={['text']}>
    <LangTextInput source="text" max={TEXT_LIMITS.name} required="app.reference.validation.text_required" autoFocus />
  </LanguageInputs>
);
