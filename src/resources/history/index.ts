/** 'Actividad del panel' (issue 19): the list of every change, read-only, loaded when first opened. */
import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';

export const history = {
  list: lazyView(() => import('./HistoryList'), 'HistoryList'),
  icon: HistoryIcon,
  options: { label: 'app.page.history' },
} satisfies Omit<ResourceProps, 'name'>;
