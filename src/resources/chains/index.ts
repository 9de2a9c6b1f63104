/** Chains of establishments (part 2): list, add, edit — screens of a later issue. */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { ResourceProps } from 'react-admin';
import { pending } from '../pending';

export const chains = {
  list: pending('app.page.chains'),
  create: pending('app.page.addchains'),
  edit: pending('app.page.editchains'),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
