/**
 * What the editor says about drafts (src/wizard/draft.ts): this tab's own draft was restored (and
 * whether its chosen files were lost), with 'Descartar borrador'; or another tab left unsaved
 * changes of the same place — never loaded without asking: 'Recuperarlos' or 'Descartarlos'.
 */
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Draft, OtherDraft } from '../../../wizard';
import type { PlaceFormValues } from '../../../dataProvider/placeInput';

const D = 'app.place_editor.draft.';

export const RestoredDraftNotice = ({ draft, onDiscard }: { draft: Draft<PlaceFormValues>; onDiscard: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity={draft.hadFiles ? 'warning' : 'info'}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {translate('app.place_editor.action.discard_draft')}
        </Button>
      }
    >
      {translate(`${D}restored`)}
      {draft.hadFiles && ` ${translate(`${D}files_lost`)}`}
    </Alert>
  );
};

const when = (savedAt: string) => {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime()) ? savedAt : date.toLocaleString('es-ES', { dateStyle: 'short', timeStyle: 'short' });
};

interface OtherProps {
  draft: OtherDraft<PlaceFormValues>;
  editing: boolean;
  onTake: () => void;
  onDrop: () => void;
}

export const OtherDraftNotice = ({ draft, editing, onTake, onDrop }: OtherProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button color="inherit" size="small" onClick={onTake}>
            {translate(`${D}take`)}
          </Button>
          <Button color="inherit" size="small" onClick={onDrop}>
            {translate(`${D}drop`)}
          </Button>
        </Box>
      }
    >
      {translate(`${D}other`, { what: translate(editing ? `${D}other_edit` : `${D}other_create`), when: when(draft.savedAt) })}
    </Alert>
  );
};
