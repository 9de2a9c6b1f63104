/** CMS pages (part 2 §2): list, add, edit — each loaded when first opened. */
import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';

export const cms = {
  list: lazyView(() => import('./CmsList'), 'CmsList'),
  create: lazyView(() => import('./CmsForm'), 'CmsCreate'),
  edit: lazyView(() => import('./CmsForm'), 'CmsEdit'),
  icon: ArticleIcon,
  recordRepresentation: (record: { title?: { es?: string } }) => record.title?.es ?? '',
} satisfies Omit<ResourceProps, 'name'>;
