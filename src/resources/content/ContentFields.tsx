/**
 * Columns the content lists share: the cover as a 50 px thumbnail (a placeholder when there is
 * none, part 2 §9), the state as an icon with its words for screen readers, and the row's
 * actions: edit, delete after '¿Desea eliminar este elemento?' ('Eliminado correctamente' and the
 * row leaves, or 'Ha habido un fallo'), and the public page in a new tab.
 */
import { Box, IconButton, Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import { useDelete, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useToast } from '../../notify';

/** The record's `cover` URL, or what `of` reads (an event's first photo). */
export const CoverThumb = ({ of }: { of?: (record: Record<string, unknown>) => string | undefined }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const found = record ? (of ? of(record) : record.cover) : undefined;
  const cover = typeof found === 'string' ? found : '';
  if (!cover) {
    return (
      <Box sx={{ width: 50, height: 50, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
        <HideImageOutlinedIcon fontSize="small" titleAccess={translate('app.content.no_cover')} color="action" />
      </Box>
    );
  }
  return <Box component="img" src={cover} alt="" loading="lazy" sx={{ width: 50, height: 50, objectFit: 'cover', borderRadius: 1 }} />;
};

/** published 1 / 0 (or true / false) as an icon. */
export const PublishedIcon = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const published = record?.published === 1 || record?.published === true;
  const words = translate(published ? 'app.content.published' : 'app.content.unpublished');
  return (
    <Tooltip title={words}>
      {published ? (
        <CheckCircleIcon color="success" titleAccess={words} fontSize="small" />
      ) : (
        <UnpublishedOutlinedIcon color="action" titleAccess={words} fontSize="small" />
      )}
    </Tooltip>
  );
};

interface ActionsProps {
  /** What names the record in labels and the confirmation ('Cómo llegar'). */
  name: (record: Record<string, unknown>) => string;
  /** Its public page. */
  view: (id: number) => string;
}

export const ContentRowActions = ({ name, view }: ActionsProps) => {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const toast = useToast();
  const [deleteOne] = useDelete();
  if (!record) return null;
  const title = name(record);
  const [edit, del, see] = ['edit', 'delete', 'view'].map((key) => translate(`app.content.${key}`));
  const confirm = () =>
    deleteOne(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }).then(
      () => toast.ok('app.content.deleted'),
      () => toast.error('app.content.delete_failed'),
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Tooltip title={edit}>
        <IconButton size="small" component={Link} to={`/${resource}/${record.id}`} aria-label={`${edit}: ${title}`} color="primary">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDeleteButton label={`${del}: ${title}`} tooltip={del} content={title} confirm="app.content.delete" onConfirm={confirm} />
      <Tooltip title={see}>
        <IconButton
          size="small"
          component="a"
          href={view(Number(record.id))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${see}: ${title}`}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
