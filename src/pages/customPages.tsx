/**
 * The panel's pages that are not a resource (react-admin's <CustomRoutes>): each with its path, its
 * view and its place in the side menu (after the entry of the resource it names). Today only the
 * share screen ('Compartir sitio', between CMS and Usuarios, part 1 §2).
 */
import ShareIcon from '@mui/icons-material/Share';
import type { ComponentType } from 'react';
import { lazyView } from '../lazyView';

export interface CustomPage {
  path: string;
  view: ComponentType;
  menu: { label: string; icon: ComponentType; after: string };
}

export const CUSTOM_PAGES: readonly CustomPage[] = [
  {
    path: '/share',
    view: lazyView(() => import('./share/SharePage'), 'SharePage'),
    menu: { label: 'app.page.share', icon: ShareIcon, after: 'cms' },
  },
];
