/**
 * The list's inline status menu (part 1 §4, §8): an icon button showing the current state opens a
 * menu with the four states; choosing one calls statusPlace through the data provider's `status`
 * action. 'Datos editados correctamente' on success, 'Error al editar' otherwise. The focus stays
 * on the row's status button (never disabled under it while saving, which dropped the focus to the
 * top of the page); a row that leaves the list (the filter no longer matches) hands it to the list.
 */
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';
import { useToast } from '../../notify';
import { PLACE_STATES, type PlaceState } from '../../../domain';
import { focusPlacesList } from './placesListFocus';
import { StatusIcon, statusLabel } from './status';

export const PlaceStatusMenu = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const button = useRef<HTMLButtonElement | null>(null);
  // the row leaves the list (its state no longer matches the filter) while its button has the focus
  useLayoutEffect(
    () => () => {
      if (button.current && button.current === document.activeElement) focusPlacesList();
    },
    [],
  );
  const dataProvider = useDataProvider<PanelDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const current = Number(record.published);
  const name = translate(statusLabel(current));

  const choose = async (state: PlaceState) => {
    setAnchor(null);
    if (state === current || saving) return;
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
            aria-busy={saving || undefined}
            ref={button}
            onClick={(event: MouseEvent<HTMLElement>) => {
              event.stopPropagation();
              if (!saving) setAnchor(event.currentTarget);
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
