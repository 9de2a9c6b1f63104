/**
 * 'Actividad del panel' below the md breakpoint (phones, and tablets with the side menu open): each
 * entry stacked in a few lines instead of the table's four squeezed columns, as react-admin's
 * examples switch to a simple list on small screens: what and which record ('Edición · Sitio 12'),
 * when and who ('28/11/2026, 23:50 · Ana'), then its changes; more than two fold behind a button.
 */
import { Box, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { EmptyRows } from '../../components/PagedList';
import { HistoryChanges } from './HistoryChanges';
import { historyDate, recordName } from './HistoryEntryHeader';

/** Changes shown before «Ver N cambios más». */
const FIRST_CHANGES = 2;

export const HistoryCards = () => {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <EmptyRows texts="app.history" />;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((entry) => (
        <Box component="li" key={entry.id} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
          <RecordContextProvider value={entry}>
            <Typography variant="body1" sx={{ fontWeight: 500 }}>
              {translate(`app.history.action.${String(entry.action)}`)} ·{' '}
              {recordName(translate, String(entry.resource), Number(entry.recordId))}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {historyDate(entry.date)} · {String(entry.user || translate('app.history.nobody'))}
            </Typography>
            <HistoryChanges max={FIRST_CHANGES} />
          </RecordContextProvider>
        </Box>
      ))}
    </Box>
  );
};
