/**
 * «Exportar» for a list the browser holds whole (the reference lists: every entry is loaded, the
 * search filters them here): the rows it shows, with its search, as the same CSV the API writes for
 * the paged lists (domain/csv.ts: BOM, `;`, CRLF, quoting, no formulas); yes / no in words.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { BOM, csvLine } from '../../domain/csv';
import type { ExportColumnSpec } from './ExportCsvButton';
import { exportFileName, saveFile } from './saveFile';

/** A record's value at `source`, a path such as `text.es`. */
const valueAt = (record: RaRecord, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

export function localCsv(records: RaRecord[], columns: { source: string; label: string }[], yesNo: [string, string]): string {
  const cell = (value: unknown) => (typeof value === 'boolean' ? yesNo[value ? 0 : 1] : value);
  return (
    BOM +
    csvLine(columns.map((c) => c.label)) +
    records.map((record) => csvLine(columns.map((c) => cell(valueAt(record, c.source))))).join('')
  );
}

export const LocalExportButton = ({ columns }: { columns: ExportColumnSpec[] }) => {
  const { resource, data } = useListContext();
  const translate = useTranslate();
  const run = () => {
    const labelled = columns.map(({ source, label }) => ({ source, label: translate(label ?? `resources.${resource}.fields.${source}`) }));
    const csv = localCsv(data ?? [], labelled, ['sí', 'no']);
    saveFile(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      exportFileName(translate(`resources.${resource}.name`, { smart_count: 2 })),
    );
  };
  return (
    // aria-label also on the disabled phone icon (react-admin's Button names only the enabled one)
    <Button label="ra.action.export" aria-label={translate('ra.action.export')} onClick={run} disabled={!data?.length} variant="outlined">
      <DownloadIcon />
    </Button>
  );
};
