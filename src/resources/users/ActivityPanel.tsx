/**
 * A panel of the user activity (part 2 §2 "User activity"): its title with the count, a loading
 * indicator while its rows are asked, and its own pager (10 a page). Page 1 came with the user
 * (getOne: the counts and the first page of every list in one request); later pages are asked one
 * by one through getUserActivity. `reload` (after a censor or delete) asks the user again — new
 * counts and first pages — and the later pages already seen.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useShowContext, useTranslate } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';
import type { UserActivityList } from '../../dataProvider/custom/userActivity';
import { Pager } from '../../components/Pager';

/** Rows per panel page (the API's default for the activity lists). */
export const ACTIVITY_PAGE = 10;

type Item = Record<string, unknown>;

export const Panel = ({ id, title, count, children }: { id: string; title: string; count: number; children?: ReactNode }) => (
  <Card component="section" aria-labelledby={`${id}-title`} sx={{ minWidth: 0 }}>
    <CardContent>
      <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
        {title} ({count})
      </Typography>
      {children}
    </CardContent>
  </Card>
);

interface Props {
  list: UserActivityList;
  /** One row; `reload` asks the panel's rows and the counts again. */
  row: (item: Item, reload: () => void) => ReactNode;
  footer?: ReactNode;
}

export const ActivityPanel = ({ list, row, footer }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const queryClient = useQueryClient();
  const { record, refetch, isFetching: userFetching } = useShowContext();
  const [wanted, setPage] = useState(1);
  const iduser = Number(record?.id);
  const count = Number((record?.counts as Record<string, number> | undefined)?.[list] ?? 0);
  // After a delete the page shown may be past the new last one: show the last one.
  const page = Math.min(wanted, Math.max(1, Math.ceil(count / ACTIVITY_PAGE)));
  const later = useQuery({
    queryKey: ['userActivity', iduser, list, page],
    queryFn: ({ signal }) => dataProvider.getUserActivity({ iduser, list, items: ACTIVITY_PAGE, page, signal }),
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
  const rows = page === 1 ? (record?.[list] as Item[] | undefined) : later.data?.data;
  const fetching = page === 1 ? userFetching : later.isFetching;
  const reload = () => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: ['userActivity', iduser] });
  };
  const title = translate(`app.users.panels.${list}`);
  let body: ReactNode = null;
  if (count === 0) body = <Typography color="text.secondary">{translate('app.users.panel_empty')}</Typography>;
  else if (page > 1 && later.error) body = <Alert severity="error">{translate('app.users.panel_failed')}</Alert>;
  else if (rows)
    body = (
      <List dense disablePadding sx={{ opacity: fetching ? 0.6 : 1 }}>
        {rows.map((item, i) => (
          <ListItem key={i} divider disableGutters sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {row(item, reload)}
          </ListItem>
        ))}
      </List>
    );
  return (
    <Panel id={`panel-${list}`} title={title} count={count}>
      {count > 0 && fetching && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <CircularProgress size={20} aria-label={translate('app.users.loading', { panel: title })} />
        </Box>
      )}
      {body}
      <Pager page={page} perPage={ACTIVITY_PAGE} total={count} setPage={setPage} />
      {footer}
    </Panel>
  );
};
