/**
 * The user dropdown of the header: the administrator's name (and avatar), 'Editar' (their own
 * activity page, /users/{iduser}/show) and react-admin's 'Logout'.
 */
import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

const EditOwnProfile = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { identity } = useGetIdentity();
  if (identity?.id == null) return null;
  return (
    <MenuItem
      {...props}
      ref={ref}
      component={Link}
      to={`/users/${identity.id}/show`}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <EditIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.edit')}</ListItemText>
    </MenuItem>
  );
});
EditOwnProfile.displayName = 'EditOwnProfile';

export const AppUserMenu = () => (
  <UserMenu>
    <EditOwnProfile />
    <Logout />
  </UserMenu>
);
