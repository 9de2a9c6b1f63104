/**
 * 'Historial' of a record, at the foot of its edit screen (places, events, CMS, chains, reference
 * entries) or of a user's activity (what that person changed): closed until opened, then its
 * changes newest first, 10 a page, read afresh each time it opens (a save just made shows).
 * The record and resource come from the screen's context unless given.
 */
import { useId, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ListBase, RecordContextProvider, useListContext, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { DEFAULT_ORDER } from '../../../domain';
import { ListPager } from '../../components/Pager';
import { HistoryChanges } from './HistoryChanges';
import { HistoryEntryHeader } from './HistoryEntryHeader';

const PER_PAGE = 10;
const FRESH = { refetchOnMount: 'always', staleTime: 0, onError: () => undefined } as const;

const Entries = ({ withRecord }: { withRecord: boolean }) => {
  const { data, isPending, error } = useListContext();
  const translate = useTranslate();
  if (error) return <Typography color="error">{translate('app.history.load_failed')}</Typography>;
  if (isPending) return null;
  if (!data?.length) return <Typography variant="body2">{translate('app.history.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <RecordContextProvider value={entry}>
            <HistoryEntryHeader withRecord={withRecord} />
            <HistoryChanges />
          </RecordContextProvider>
        </Box>
      ))}
    </Box>
  );
};

interface Props {
  /** A user's activity: the changes this person made (instead of a record's). */
  iduser?: number;
}

export const RecordHistory = ({ iduser }: Props) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (!record && iduser === undefined) return null;
  const filter = iduser !== undefined ? { iduser } : { resource, recordId: Number(record!.id) };
  return (
    <Accordion
      expanded={open}
      onChange={(_e, now) => setOpen(now)}
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      sx={{ mt: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" variant="h6" id={headingId}>
          {translate('app.history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="section" aria-labelledby={headingId}>
          {/* The screen around it already checked the session; «Actividad del panel» (the history's own
              screens) is for administrators, but a record's history is for whoever may change it. */}
          <ListBase
            disableAuthentication
            resource="history"
            filter={filter}
            perPage={PER_PAGE}
            sort={DEFAULT_ORDER.history}
            disableSyncWithLocation
            queryOptions={FRESH}
          >
            <Entries withRecord={iduser !== undefined} />
            <ListPager />
          </ListBase>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
};
