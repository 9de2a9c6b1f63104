/**
 * A reference list's table: 50 px image (placeholder when none), one column per language in the
 * order EN, ES, GL, PT (services: question over text), the services' filter flag, and edit and
 * delete icons. Fixed layout: four language columns fit a 1366 px screen; long texts wrap and are
 * cut after three lines (service texts two), the whole text in a tooltip.
 */
import { Box, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate, type RaRecord } from 'react-admin';
import { LANG_SUFFIXES as LANGS } from '../../../domain';
import { ImageThumb } from './ImageThumb';
import type { RefListConfig } from './lists';

interface Props {
  config: RefListConfig;
  records: RaRecord[];
  onEdit: (record: RaRecord) => void;
  onDelete: (record: RaRecord) => void;
  /** Shown in one row when `records` is empty. */
  emptyText: string;
  /** Accessible name of the table. */
  label: string;
}

/** Text cut after `lines` lines; when it is cut, the whole text shows as a tooltip on hover. */
const Clamped = ({ text, lines = 3, strong = false }: { text: string; lines?: number; strong?: boolean }) => {
  const translate = useTranslate();
  if (!text) {
    return (
      <Typography variant="body2" color="text.disabled" aria-label={translate('app.reference.no_text')}>
        —
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      fontWeight={strong ? 600 : undefined}
      onMouseEnter={(event) => {
        const el = event.currentTarget;
        el.title = el.scrollHeight > el.clientHeight + 1 ? text : '';
      }}
      sx={{ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
};

export const imageOf = (record: RaRecord): string | null =>
  (typeof record.thumb === 'string' && record.thumb) || (typeof record.image === 'string' && record.image) || null;

export const ReferenceTable = ({ config, records, onEdit, onDelete, emptyText, label }: Props) => {
  const translate = useTranslate();
  const service = config.kind === 'service';
  const columns = 1 + LANGS.length + (config.uploadType ? 1 : 0) + (service ? 1 : 0);
  const head = { fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {config.uploadType && <TableCell sx={{ ...head, width: 88 }}>{translate('app.reference.column.image')}</TableCell>}
            {LANGS.map((code) => (
              <TableCell key={code} sx={head}>
                {translate('app.reference.field.text', { lang: translate(`app.reference.lang.${code}`), code })}
              </TableCell>
            ))}
            {service && <TableCell sx={{ ...head, width: 72 }}>{translate('app.reference.column.filter')}</TableCell>}
            <TableCell sx={{ ...head, width: 104 }} align="right">
              {translate('app.reference.column.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns}>
                <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                  {emptyText}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {records.map((record) => (
            <TableRow key={record.id} hover data-id={record.id}>
              {config.uploadType && (
                <TableCell>
                  <ImageThumb src={imageOf(record)} alt={String(record.textES || record.textEN || '')} />
                </TableCell>
              )}
              {LANGS.map((code) => (
                <TableCell key={code}>
                  {service ? (
                    <Box sx={{ display: 'grid', gap: 0.25 }}>
                      <Clamped text={String(record[`question${code}`] ?? '')} strong />
                      <Clamped text={String(record[`text${code}`] ?? '')} lines={2} />
                    </Box>
                  ) : (
                    <Clamped text={String(record[`text${code}`] ?? '')} />
                  )}
                </TableCell>
              ))}
              {service && <TableCell>{translate(record.filter ? 'app.reference.yes' : 'app.reference.no')}</TableCell>}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={translate('app.reference.action.edit')}>
                  <IconButton aria-label={translate('app.reference.action.edit')} onClick={() => onEdit(record)} size="small">
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={translate('app.reference.action.delete')}>
                  <IconButton aria-label={translate('app.reference.action.delete')} onClick={() => onDelete(record)} size="small" color="error">
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
