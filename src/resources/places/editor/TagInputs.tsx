/**
 * Categories and subcategories as tags from their lists (part 1 §2, §5, §9): react-admin's
 * AutocompleteArrayInput over a ReferenceArrayInput, Spanish names, at most 5 suggestions, only
 * listed values (no free text creates anything).
 */
import { AutocompleteArrayInput, ReferenceArrayInput, type Validator } from 'react-admin';

export const TAG_SUGGESTIONS = 5;

interface Props {
  source: string;
  reference: string;
  validate?: Validator[];
}

/** Its label is the field's (resources.places.fields.<source>); a required() validator marks it required. */
export const TagInput = ({ source, reference, validate }: Props) => (
  <ReferenceArrayInput source={source} reference={reference} perPage={TAG_SUGGESTIONS} sort={{ field: 'text.es', order: 'ASC' }}>
    <AutocompleteArrayInput
      optionText="text.es"
      suggestionLimit={TAG_SUGGESTIONS}
      validate={validate}
      filterToQuery={(q: string) => ({ q })}
      fullWidth
    />
  </ReferenceArrayInput>
);
