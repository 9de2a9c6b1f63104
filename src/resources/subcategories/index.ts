/**
 * Subcategories (part 2): listed and edited on the categories screen, which is also their list
 * screen (so /subcategories/create and /subcategories/:id open their modal there). No menu entry
 * of their own (options.menu false).
 */
import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';
import { categories } from '../categories';
import { spanishOf } from '../reference/representation';

export const subcategories = {
  list: categories.list,
  icon: CategoryIcon,
  recordRepresentation: spanishOf(),
  options: { menu: false },
} satisfies Omit<ResourceProps, 'name'>;
