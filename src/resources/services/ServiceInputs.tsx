/**
 * The service modal (part 2 §2): per language, the question (required in Spanish), its text and
 * the five rating labels; and whether the service is a search filter. Shared by add and edit.
 */
import { Box, Typography } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { RATINGS } from '../../../domain';
import { LangTextInput } from '../reference/LangTextInput';
import { LanguageInputs } from '../reference/LanguageInputs';

const FIELDS = ['question', 'text', ...RATINGS.map((n) => `rating${n}`)];

export const ServiceInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <LanguageInputs fields={FIELDS}>
        <LangTextInput source="question" autoFocus multiline />
        <LangTextInput source="text" multiline />
        <Typography variant="body2" color="text.secondary">
          {translate('app.reference.field.ratings')}
        </Typography>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', width: '100%' }}>
          {RATINGS.map((n) => (
            <LangTextInput key={n} source={`rating${n}`} />
          ))}
        </Box>
      </LanguageInputs>
      <BooleanInput source="filter" helperText="app.reference.field.filter_help" sx={{ mt: 2 }} />
    </>
  );
};
