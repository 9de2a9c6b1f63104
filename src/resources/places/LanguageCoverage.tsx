/**
 * Language coverage of a place's description: four small chips EN ES GL PT, filled blue when that
 * language has a description (descriptsLen has it with chars > 0), dashed outline otherwise — the
 * shape tells them apart, and both texts keep WCAG AA contrast (no pale grey on white).
 */
import { Box, Chip, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { LANGS } from '../../../domain';

interface TextLength {
  lang: string;
  chars: number;
  words?: number;
}

/** The languages (lower case) that have a non-empty description. */
export function describedLanguages(lengths: TextLength[] | undefined | null): Set<string> {
  return new Set((lengths ?? []).filter((l) => l.chars > 0).map((l) => l.lang.toLowerCase()));
}

export const LanguageCoverage = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const described = describedLanguages(record.descriptsLen as TextLength[] | undefined);
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} role="list">
      {LANGS.map((lang) => {
        const has = described.has(lang);
        const label = translate('app.places.language.coverage', {
          language: translate(`app.places.language.${lang}`),
          answer: translate(`app.places.language.${has ? 'yes' : 'no'}`),
        });
        return (
          <Tooltip key={lang} title={label}>
            <Chip
              role="listitem"
              aria-label={label}
              data-has={has ? 'yes' : 'no'}
              label={lang.toUpperCase()}
              size="small"
              color={has ? 'primary' : 'default'}
              variant={has ? 'filled' : 'outlined'}
              sx={{
                height: 20,
                fontSize: 11,
                '& .MuiChip-label': { px: 0.75 },
                ...(has ? {} : { color: 'text.secondary', borderColor: 'text.secondary', borderStyle: 'dashed' }),
              }}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
};
