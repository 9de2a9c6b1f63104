/**
 * 'Actividad del panel' (issue 19): every change through the API, newest first, 25 a page, with who
 * did it (searched by name or e-mail), what and when; filtered by entity and by a date range
 * (Desde / Hasta, both days included). Read-only: no row can be edited or deleted. Below the md
 * breakpoint the entries are stacked (HistoryCards) instead of the table: its four columns, squeezed
 * on a phone, made the page some 19,000 px tall.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_ORDER, ENTITIES, HISTORY_OTHER_RESOURCES, PAGE_SIZE, SORTABLE } from '../../../domain';
import { EmptyRows, PagedList } from '../../components/PagedList';
import { ExportCsvButton, type ExportColumnSpec } from '../../components/ExportCsvButton';
import { SortableCol } from '../../components/SortableCol';
import { HistoryCards } from './HistoryCards';
import { HistoryChanges } from './HistoryChanges';
import { historyDate, recordName } from './HistoryEntryHeader';

const RESOURCES = [...HISTORY_OTHER_RESOURCES, ...ENTITIES.map((e) => e.resource)];

/** The entity filter; react-admin's filter form reads `source` and `alwaysOn` from the element. */
const ResourceFilter = (props: { source: string; alwaysOn: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label="app.history.resource"
      emptyText="app.history.all_resources"
      choices={RESOURCES.map((id) => ({ id, name: translate(`resources.${id}.name`, { smart_count: 2, _: id }) }))}
      size="small"
      helperText={false}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ width: { xs: '100%', sm: 200 } }}
    />
  );
};

const FILTERS = [
  <ResourceFilter key="resource" source="resource" alwaysOn />,
  <DateInput key="from" source="from" label="app.history.from" alwaysOn size="small" helperText={false} />,
  <DateInput key="to" source="to" label="app.history.to" alwaysOn size="small" helperText={false} />,
];

/** What «Exportar» writes: when, who, what (action and entity in words) and each change. */
const EXPORT_COLUMNS: ExportColumnSpec[] = [
  { source: 'date' },
  { source: 'user' },
  {
    source: 'action',
    values: { create: 'app.history.action.create', update: 'app.history.action.update', delete: 'app.history.action.delete' },
  },
  { source: 'resource', values: Object.fromEntries(RESOURCES.map((id) => [id, `resources.${id}.name`])) },
  { source: 'recordId' },
  { source: 'changes' },
];

const DateCell = () => {
  const record = useRecordContext();
  return record ? <>{historyDate(record.date)}</> : null;
};

const WhoCell = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <>{String(record.user || translate('app.history.nobody'))}</> : null;
};

const WhatCell = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {translate(`app.history.action.${String(record.action)}`)} · {recordName(translate, String(record.resource), Number(record.recordId))}
    </>
  );
};

export const HistoryList = () => {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <PagedList
      resource="history"
      perPage={PAGE_SIZE.history}
      sort={DEFAULT_ORDER.history}
      sortable={SORTABLE.history}
      title="app.page.history"
      texts="app.history"
      searchHelp
      filters={FILTERS}
      actions={<ExportCsvButton columns={EXPORT_COLUMNS} />}
    >
      {narrow ? (
        <HistoryCards />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} empty={<EmptyRows texts="app.history" />} sx={{ '& td, & th': { px: 1 } }}>
          <SortableCol source="date">
            <DateCell />
          </SortableCol>
          <DataTable.Col source="user" disableSort>
            <WhoCell />
          </DataTable.Col>
          <DataTable.Col source="resource" disableSort>
            <WhatCell />
          </DataTable.Col>
          <DataTable.Col source="changes" disableSort>
            <HistoryChanges />
          </DataTable.Col>
        </DataTable>
      )}
    </PagedList>
  );
};
