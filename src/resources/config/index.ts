/** Site configuration (part 2): the global message and the four featured items — a later issue. */
import SettingsIcon from '@mui/icons-material/Settings';
import type { ResourceProps } from 'react-admin';
import { pending } from '../pending';

export const config = {
  list: pending('app.page.config'),
  icon: SettingsIcon,
  recordRepresentation: 'field',
} satisfies Omit<ResourceProps, 'name'>;
