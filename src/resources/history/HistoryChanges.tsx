/** The changes of one history entry: each field's Spanish label, its value before (struck) and after. */
import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { fieldLabel, shownValue } from './fieldLabel';

export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

export const HistoryChanges = () => {
  const record = useRecordContext<{ id: number; resource: string; changes: HistoryChange[] }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {record.changes.map((change) => (
        <Typography component="li" variant="body2" key={`${change.field}:${String(change.before)}:${String(change.after)}`}>
          <strong>{fieldLabel(translate, record.resource, change.field)}</strong>
          {': '}
          <Box component="del" sx={{ color: 'text.secondary' }}>
            {shownValue(translate, change.before)}
          </Box>
          {' → '}
          <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 500 }}>
            {shownValue(translate, change.after)}
          </Box>
        </Typography>
      ))}
    </Box>
  );
};
