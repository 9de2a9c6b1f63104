/**
 * The share text's hashtags on the config screen (domain/shareHashtags.ts): the brand hashtag and
 * the sets per category (chosen from the categories) and per city, saved with the rest of the
 * configuration; «Compartir sitio» reads them when it generates a text, so a change needs no rebuild.
 * The brand is checked here with the rule the API applies; a set the API refuses (saveConfig names
 * the field and the row) shows its message under its list.
 */
import { Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  ReferenceInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
  useTranslate,
} from 'react-admin';
import { hashtagsProblem } from '../../../domain';

/** A list of hashtags as the API accepts it, or the API's reason (in Spanish). */
const hashtags = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? (hashtagsProblem(value) ?? undefined) : undefined);
const BRAND_VALIDATE = [hashtags];

const label = (field: string) => `resources.config.fields.${field}`;

/** A category by its Spanish name. */
const categoryName = (record: { text?: Record<string, string> }) => record?.text?.es ?? '';

/** A row's inputs side by side while they fit, one under the other on a narrow screen. */
const WRAPPING_ROWS = { [`& .${SimpleFormIteratorClasses.form}`]: { flexWrap: 'wrap' } };

const HashtagsInput = () => (
  <TextInput source="hashtags" label={label('hashtags')} helperText="app.config.hashtags_help" sx={{ minWidth: 240, flex: 1 }} />
);

export const ShareHashtagsInputs = ({ heading }: { heading: (text: string) => React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      {heading(translate('app.config.share'))}
      <Typography variant="body2" color="text.secondary">
        {translate('app.config.share_help')}
      </Typography>
      <TextInput source="sharebrand" validate={BRAND_VALIDATE} helperText="app.config.hashtags_help" fullWidth />
      <ArrayInput source="sharecategories">
        <SimpleFormIterator inline disableReordering sx={WRAPPING_ROWS}>
          <ReferenceInput source="idcategory" reference="categories" perPage={500} sort={{ field: 'text.es', order: 'ASC' }}>
            <AutocompleteInput label={label('idcategory')} optionText={categoryName} helperText={false} sx={{ minWidth: 220 }} />
          </ReferenceInput>
          <HashtagsInput />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="sharecities">
        <SimpleFormIterator inline disableReordering sx={WRAPPING_ROWS}>
          <TextInput source="city" label={label('city')} helperText={false} sx={{ minWidth: 220 }} />
          <HashtagsInput />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
