/** CMS pages (part 2): list, add, edit — screens of a later issue. */
import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import { pending } from '../pending';

export const cms = {
  list: pending('app.page.cms'),
  create: pending('app.page.addcms'),
  edit: pending('app.page.editcms'),
  icon: ArticleIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;
