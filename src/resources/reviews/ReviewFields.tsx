/**
 * A review's cells and actions (part 2 §2, §4, §5, §8): the text with its expand toggle, the
 * published switch ('Cambio correcto'), censor after '¿Desea censurar este comentario?' (the text
 * becomes domain CENSORED_TEXT: 'Censurado correctamente') and delete after '¿Desea eliminar este
 * elemento?' ('Eliminado correctamente'); every failure 'Ha habido un fallo'. The reviews list and
 * the user's activity use the same pieces; `onChanged` lets a screen that holds its own copy of the
 * rows (the activity) reload them after a censor or delete.
 */
import { useState } from 'react';
import { Box, Button, IconButton, Switch, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Confirm, useDelete, useRecordContext, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { CENSORED_TEXT } from '../../../domain';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useToast } from '../../notify';

/** Texts longer than this start folded to two lines, with 'Ver más'. */
const FOLD_FROM = 120;

const nameOf = (record: RaRecord) => [record.place, record.user].filter(Boolean).join(' · ');

export const ReviewText = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const text = String(record.text ?? '');
  const foldable = text.length > FOLD_FROM;
  const folded = foldable && !open;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(folded ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
          ...(text === CENSORED_TEXT ? { fontStyle: 'italic', color: 'text.secondary' } : {}),
        }}
      >
        {text}
      </Box>
      {foldable && (
        <Button size="small" sx={{ px: 0, minWidth: 0 }} aria-expanded={open} onClick={() => setOpen(!open)}>
          {translate(open ? 'app.reviews.less' : 'app.reviews.more')}
        </Button>
      )}
    </Box>
  );
};

/** Publish / hide one review: a switch named by its place and user. */
export const PublishedSwitch = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const toast = useToast();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const change = (published: boolean) =>
    update(
      'reviews',
      { id: record.id, data: { published }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast.ok('app.reviews.changed'),
        onError: () => toast.error('app.reviews.change_failed'),
      },
    );
  return (
    <Switch
      checked={Boolean(record.published)}
      disabled={isPending}
      onChange={(event) => void change(event.target.checked)}
      slotProps={{ input: { 'aria-label': `${translate('app.reviews.published')}: ${nameOf(record)}` } }}
    />
  );
};

interface ChangeProps {
  /** Called after the change is saved. */
  onChanged?: () => void;
}

export const CensorButton = ({ onChanged }: ChangeProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const censor = translate('app.reviews.censor');
  const censored = record.text === CENSORED_TEXT;
  const confirm = () =>
    update(
      'reviews',
      { id: record.id, data: { text: CENSORED_TEXT }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.ok('app.reviews.censored');
          onChanged?.();
        },
        onError: () => toast.error('app.reviews.censor_failed'),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Tooltip title={censor}>
        {/* a span: a disabled button still shows its tooltip */}
        <span>
          <IconButton size="small" aria-label={`${censor}: ${nameOf(record)}`} disabled={censored} onClick={() => setOpen(true)}>
            <BlockIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.reviews.censor_title"
        content={String(record.text ?? '')}
        confirm="app.reviews.censor"
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export const ReviewDeleteButton = ({ onChanged }: ChangeProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const toast = useToast();
  const [deleteOne] = useDelete();
  if (!record) return null;
  const del = translate('app.reviews.delete');
  const confirm = () =>
    deleteOne('reviews', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }).then(
      () => {
        toast.ok('app.reviews.deleted');
        onChanged?.();
      },
      () => toast.error('app.reviews.delete_failed'),
    );
  return (
    <ConfirmDeleteButton
      label={`${del}: ${nameOf(record)}`}
      tooltip={del}
      content={String(record.text ?? '')}
      confirm="app.reviews.delete"
      onConfirm={confirm}
    />
  );
};

/** A review's row actions: censor and delete. */
export const ReviewActions = ({ onChanged }: ChangeProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
    <CensorButton onChanged={onChanged} />
    <ReviewDeleteButton onChanged={onChanged} />
  </Box>
);
