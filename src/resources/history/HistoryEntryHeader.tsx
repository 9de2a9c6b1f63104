/**
 * Who did what and when, for one history entry: '28/11/2026, 23:50 · Ana · Edición'; `withRecord`
 * (a list of several records' changes) adds which record: 'Sitio 12'.
 */
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const DATE_TIME = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

export const historyDate = (date: unknown) => new Date(String(date)).toLocaleString('es-ES', DATE_TIME);

/** 'Sitio 12', 'Configuración del sitio'. */
export function recordName(translate: (key: string, options?: Record<string, unknown>) => string, resource: string, id: number) {
  if (resource === 'config') return translate('app.history.config_record');
  return `${translate(`resources.${resource}.name`, { smart_count: 1, _: resource })} ${id}`;
}

export const HistoryEntryHeader = ({ withRecord = false }: { withRecord?: boolean }) => {
  const record = useRecordContext<{ id: number; date: string; user: string; action: string; resource: string; recordId: number }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {[
        historyDate(record.date),
        record.user || translate('app.history.nobody'),
        translate(`app.history.action.${record.action}`),
        ...(withRecord ? [recordName(translate, record.resource, record.recordId)] : []),
      ].join(' · ')}
    </Typography>
  );
};
