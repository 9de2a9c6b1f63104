/**
 * Users (part 2 §2): the list and each user's activity (show); for staff accounts (issue 19)
 * «Añadir personal» (create) and «Rol y acceso» (edit) — each loaded when first opened.
 */
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';

export const users = {
  list: lazyView(() => import('./UserList'), 'UserList'),
  show: lazyView(() => import('./UserShow'), 'UserShow'),
  create: lazyView(() => import('./StaffCreate'), 'StaffCreate'),
  edit: lazyView(() => import('./StaffEdit'), 'StaffEdit'),
  icon: PeopleIcon,
  recordRepresentation: (record: { name?: string; email?: string }) => record.name || record.email || '',
} satisfies Omit<ResourceProps, 'name'>;
