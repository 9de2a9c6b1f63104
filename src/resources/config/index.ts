/**
 * Site configuration (part 2 §2 «Config screen»): the global message and the four featured items,
 * ONE record edited on the resource's own page (/config; the spec's dashboard/config leads here),
 * loaded when first opened.
 */
import SettingsIcon from '@mui/icons-material/Settings';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';

export const config = {
  list: lazyView(() => import('./ConfigEdit'), 'ConfigEdit'),
  icon: SettingsIcon,
} satisfies Omit<ResourceProps, 'name'>;
