/**
 * The list's inline status menu (part 1 §4, §8): an icon button showing the current state opens a
 * menu with the four states; choosing one calls statusPlace through the data provider's `status`
 * action. 'Datos editados correctamente' on success, 'Error al editar' otherwise.
 */
import { useState, type MouseEvent } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';
import { useToast } from '../../notify';
import { PLACE_STATES, type PlaceState } from '../../../domain';
import { StatusIcon, statusLabel } from './status';

export const PlaceStatusMenu = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const current = Number(record.published);
  const name = translate(statusLabel(current));

  const choose = async (state: PlaceState) => {
    setAnchor(null);
    if (state === current) return;
    setSaving(true);
    try {
      await dataProvider.action('places', 'status', { id: record.id, data: { publish: state } });
      toast.ok('app.places.edited');
      refresh();
    } catch {
      toast.error('app.places.edit_failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Tooltip title={name}>
        <span>
          <IconButton
            size="small"
            aria-label={translate('app.places.status.change', { status: name })}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            disabled={saving}
            onClick={(event: MouseEvent<HTMLElement>) => {
              event.stopPropagation();
              setAnchor(event.currentTarget);
            }}
          >
            <StatusIcon state={current} />
          </IconButton>
        </span>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('app.places.status.menu') } }}
      >
        {PLACE_STATES.map((state) => (
          <MenuItem key={state} selected={state === current} onClick={() => choose(state)}>
            <ListItemIcon>
              <StatusIcon state={state} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(statusLabel(state))}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
