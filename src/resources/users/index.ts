/** Users (part 2): the list and each user's activity (show) — a later issue. */
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { pending } from '../pending';

export const users = {
  list: pending('app.page.users'),
  show: pending('app.page.usersactivity'),
  icon: PeopleIcon,
  recordRepresentation: (record: { name?: string; email?: string }) => record.name || record.email || '',
} satisfies Omit<ResourceProps, 'name'>;
