/**
 * Categories and subcategories as tags from their lists (part 1 §2, §5, §9): react-admin's
 * AutocompleteArrayInput over a ReferenceArrayInput, Spanish names, at most 5 suggestions, only
 * listed values (no free text creates anything).
 */
import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';

export const TAG_SUGGESTIONS = 5;

interface Props {
  source: string;
  reference: string;
  label: string;
  isRequired?: boolean;
}

export const TagInput = ({ source, reference, label, isRequired = false }: Props) => (
  <ReferenceArrayInput source={source} reference={reference} perPage={TAG_SUGGESTIONS} sort={{ field: 'text.es', order: 'ASC' }}>
    <AutocompleteArrayInput
      label={label}
      optionText="text.es"
      suggestionLimit={TAG_SUGGESTIONS}
      isRequired={isRequired}
      filterToQuery={(q: string) => ({ q })}
      fullWidth
    />
  </ReferenceArrayInput>
);
