/**
 * The conflict dialog (conflict.ts): which fields someone else changed since the editor opened
 * the place, with 'Recargar' (their values for those fields) and 'Sobrescribir' (save mine again).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ComparedField } from './conflict';
import { fieldLabelKey } from './fieldLabel';

interface Props {
  fields: readonly ComparedField[] | null;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

export const ConflictDialog = ({ fields, onReload, onOverwrite, onClose }: Props) => {
  const translate = useTranslate();
  const C = 'app.place_editor.conflict.';
  return (
    <Dialog open={fields !== null} onClose={onClose} aria-labelledby="conflict-title" aria-describedby="conflict-intro">
      <DialogTitle id="conflict-title">{translate(`${C}title`)}</DialogTitle>
      <DialogContent>
        <Typography id="conflict-intro">{translate(`${C}intro`)}</Typography>
        <List dense aria-label={translate(`${C}intro`)}>
          {(fields ?? []).map((field) => (
            <ListItem key={field} sx={{ display: 'list-item', listStyle: 'disc', ml: 3, pl: 0 }}>
              {translate(fieldLabelKey(field))}
            </ListItem>
          ))}
          {fields?.length === 0 && <ListItem>{translate(`${C}none`)}</ListItem>}
        </List>
        <Typography variant="body2" color="text.secondary">
          {`${translate(`${C}reload`)}: ${translate(`${C}reload_hint`)}. ${translate(`${C}overwrite`)}: ${translate(`${C}overwrite_hint`)}. ${translate(`${C}other`)}`}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate(`${C}cancel`)}</Button>
        <Button variant="outlined" onClick={onReload}>
          {translate(`${C}reload`)}
        </Button>
        <Button variant="contained" onClick={onOverwrite}>
          {translate(`${C}overwrite`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
