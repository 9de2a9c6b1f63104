/**
 * Saved media of the place (PDFs, videos, 360º views): a link to each, and its removal after the
 * confirmation — the item then reads 'Se eliminará al guardar' with 'Deshacer' until the place is
 * saved (its idmedia is in remove_files).
 */
import { Button, List, ListItem, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../../../components/ConfirmDeleteButton';
import { useRemoveStored } from './useRemoveStored';

export interface StoredItem {
  idmedia: number;
  url: string;
  /** What the item is called on screen and in its remove button's name. */
  name: string;
  removeLabel: string;
}

export const StoredMediaList = ({ items, label }: { items: StoredItem[]; label: string }) => {
  const translate = useTranslate();
  const { isRemoved, remove, restore } = useRemoveStored();
  if (items.length === 0) return null;
  return (
    <List dense aria-label={label}>
      {items.map((item) => (
        <ListItem key={item.idmedia} disableGutters>
          {isRemoved(item.idmedia) ? (
            <Stack direction="row" spacing={1} alignItems="center">
              <Typography variant="body2" sx={{ color: '#663c00' /* warning text with AA contrast (the warning orange is 3.1:1) */ }}>
                {translate('app.placeMedia.removed_on_save', { name: item.name })}
              </Typography>
              <Button size="small" onClick={() => restore(item.idmedia)}>
                {translate('app.placeMedia.undo_remove')}
              </Button>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
              <Link href={item.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Link>
              <ConfirmDeleteButton label={item.removeLabel} content={item.name} onConfirm={() => remove(item.idmedia)} />
            </Stack>
          )}
        </ListItem>
      ))}
    </List>
  );
};
