/**
 * The «Falta traducción» filter of the lists with per-language texts (places, CMS pages, chains):
 * a react-admin SelectInput of `missing_translation` — any language, or one of the four — answered
 * by the server. Empty: no filter. Put it in a FilterForm (InlineFilters) as `MISSING_TRANSLATION_FILTER`,
 * whose element carries the `source` and `alwaysOn` react-admin's FilterForm reads.
 */
import { SelectInput, type SelectInputProps } from 'react-admin';
import { MISSING_TRANSLATION } from '../../domain';

/** 'any' → 'Cualquier idioma', a language → its Spanish name (app.list.missing.*). */
const CHOICES = MISSING_TRANSLATION.map((value) => ({ id: value, name: `app.list.missing.${value}` }));

export const MissingTranslationInput = (props: SelectInputProps) => (
  <SelectInput
    label="app.list.missing.label"
    emptyText="app.list.missing.none"
    choices={CHOICES}
    size="small"
    helperText={false}
    sx={{ minWidth: 200 }}
    {...props}
  />
);

export const MISSING_TRANSLATION_FILTER = <MissingTranslationInput key="missing_translation" source="missing_translation" alwaysOn />;
