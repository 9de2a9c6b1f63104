/**
 * The changes of one history entry: each field's Spanish label, its value before (struck) and after.
 * With `max` (the phone's stacked entries), the first `max` changes show and a button unfolds the
 * rest, so that an entry with many fields (a place's creation) still takes a few lines.
 */
import { useId, useState } from 'react';
// (MUI's Button: react-admin's turns into an icon alone on a phone, and this one has no icon)
import { Box, Button, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { fieldLabel, shownValue } from './fieldLabel';

export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

export const HistoryChanges = ({ max }: { max?: number }) => {
  const record = useRecordContext<{ id: number; resource: string; changes: HistoryChange[] }>();
  const translate = useTranslate();
  const [unfolded, setUnfolded] = useState(false);
  const listId = useId();
  if (!record) return null;
  const folds = max !== undefined && record.changes.length > max + 1; // one more change shows instead of a button
  const shown = folds && !unfolded ? record.changes.slice(0, max) : record.changes;
  return (
    <>
      <Box component="ul" id={listId} sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
        {shown.map((change) => (
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
      {folds && (
        <Button size="small" aria-expanded={unfolded} aria-controls={listId} onClick={() => setUnfolded(!unfolded)} sx={{ ml: 1 }}>
          {unfolded
            ? translate('app.history.fewer_changes')
            : translate('app.history.more_changes', { smart_count: record.changes.length - max })}
        </Button>
      )}
    </>
  );
};
