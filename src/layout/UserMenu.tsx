/**
 * The user dropdown of the header: the staff member's name (and avatar), 'Editar' (their own
 * activity page, /users/{iduser}/show: only for a role that opens the users' screens) and react-admin's 'Logout'. The button's accessible name
 * starts with the name it shows ('Ana Admin, menú de usuario'), so a voice user can say what they see.
 */
import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useCanAccess, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

const EditOwnProfile = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'show' });
  if (identity?.id == null || !canAccess) return null;
  return (
    <MenuItem {...props} ref={ref} component={Link} to={`/users/${identity.id}/show`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <EditIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.edit')}</ListItemText>
    </MenuItem>
  );
});
EditOwnProfile.displayName = 'EditOwnProfile';

export const AppUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName ? translate('app.user_menu.label', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <EditOwnProfile />
      <Logout />
    </UserMenu>
  );
};
