/**
 * «Exportar» for any list the server pages: the rows of its current search, filters and order —
 * every page, not only the one shown — downloaded as a CSV file a Spanish spreadsheet opens
 * (dataProvider.exportList). The list's own ExportButton of react-admin would first load every
 * record into the browser (and stop at 1,000); here the API streams the file and a dialog shows the
 * rows received against the total, with «Cancelar». Columns: what the list shows, headers from
 * resources.<name>.fields, codes as words where the list shows words.
 */
import { useRef, useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { PanelDataProvider } from '../dataProvider';
import type { ExportColumn } from '../dataProvider/exportList';
import { useToast } from '../notify';
import { exportFileName, saveFile } from './saveFile';

/** A column to export: its source, and its header (an i18n key; resources.<name>.fields.<source> when absent). */
export interface ExportColumnSpec {
  source: string;
  label?: string;
  /** Codes → i18n keys of their words (published 1 → app.places.status.1). */
  values?: Record<string, string>;
}

export const ExportCsvButton = ({ columns }: { columns: ExportColumnSpec[] }) => {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const [progress, setProgress] = useState<{ rows: number; total: number | null } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total: null });
    const asked: ExportColumn[] = columns.map(({ source, label, values }) => ({
      source,
      label: translate(label ?? `resources.${resource}.fields.${source}`),
      ...(values
        ? { values: Object.fromEntries(Object.entries(values).map(([code, key]) => [code, translate(key, { smart_count: 1 })])) }
        : {}),
    }));
    try {
      const { data } = await dataProvider.exportList(resource, {
        filter: filterValues,
        sort,
        columns: asked,
        signal: controller.signal,
        onProgress: (rows, all) => setProgress({ rows, total: all }),
      });
      saveFile(data, exportFileName(translate(`resources.${resource}.name`, { smart_count: 2 })));
      toast.ok(translate('app.list.export.done'));
    } catch (error) {
      if (!controller.signal.aborted) toast.error(error instanceof Error ? error.message : translate('app.list.export.failed'));
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const shown = progress?.total ? Math.min(100, (progress.rows / progress.total) * 100) : undefined;
  return (
    <>
      {/* aria-label also on the disabled phone icon (react-admin's Button names only the enabled one) */}
      <Button
        label="ra.action.export"
        aria-label={translate('ra.action.export')}
        onClick={run}
        disabled={progress !== null || total === 0}
        variant="outlined"
      >
        <DownloadIcon />
      </Button>
      <Dialog open={progress !== null} aria-labelledby="export-title" aria-describedby="export-progress">
        <DialogTitle id="export-title">{translate('app.list.export.title')}</DialogTitle>
        <DialogContent sx={{ minWidth: { sm: 360 } }}>
          <LinearProgress
            variant={shown === undefined ? 'indeterminate' : 'determinate'}
            value={shown}
            aria-label={translate('app.list.export.title')}
          />
          <Box sx={{ mt: 2 }}>
            <Typography id="export-progress" role="status">
              {progress?.total === null || progress === null
                ? translate('app.list.export.starting')
                : translate('app.list.export.progress', {
                    rows: progress.rows.toLocaleString('es-ES'),
                    total: progress.total.toLocaleString('es-ES'),
                  })}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => abort.current?.abort()} autoFocus />
        </DialogActions>
      </Dialog>
    </>
  );
};
