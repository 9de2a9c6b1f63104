/**
 * One of the dashboard's short tables (latest places, latest users): rows that came with the
 * dashboard's one request, shown by react-admin's DataTable through a local list context (useList),
 * in the order the server gave them. Columns leave as the card narrows (containerColumns), so the
 * table never scrolls sideways.
 */
import { useMemo, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import { columnsShownFrom, type ShownFrom } from '../../components/containerColumns';

interface Props<T> {
  rows: T[];
  idOf: (row: T) => number;
  resource: string;
  /** i18n key of the table's accessible name. */
  label: string;
  shownFrom: ShownFrom;
  children: ReactNode;
}

export function LatestTable<T extends object>({ rows, idOf, resource, label, shownFrom, children }: Props<T>) {
  const translate = useTranslate();
  const data = useMemo(() => (rows ?? []).map((row) => ({ ...row, id: idOf(row) })), [rows, idOf]);
  const list = useList({ data, resource });
  return (
    <ListContextProvider value={list}>
      <DataTable
        resource={resource}
        rowClick={false}
        bulkActionButtons={false}
        aria-label={translate(label)}
        empty={<Typography color="text.secondary">{translate('app.dashboard.none')}</Typography>}
        sx={{ ...columnsShownFrom(shownFrom), '& td, & th': { px: 1 } }}
      >
        {children}
      </DataTable>
    </ListContextProvider>
  );
}
