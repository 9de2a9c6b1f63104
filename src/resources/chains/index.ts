/** Chains of establishments (part 2 §2): list, add, edit — each loaded when first opened. */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';

export const chains = {
  list: lazyView(() => import('./ChainList'), 'ChainList'),
  create: lazyView(() => import('./ChainForm'), 'ChainCreate'),
  edit: lazyView(() => import('./ChainForm'), 'ChainEdit'),
  icon: AccountTreeIcon,
  recordRepresentation: (record: { name?: { es?: string } }) => record.name?.es ?? '',
} satisfies Omit<ResourceProps, 'name'>;
