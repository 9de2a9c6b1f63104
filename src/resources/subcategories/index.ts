/** Subcategories (part 2): listed and edited on the categories screen; no menu entry of their own. */
import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';

export const subcategories = {
  icon: CategoryIcon,
  recordRepresentation: 'textES',
} satisfies Omit<ResourceProps, 'name'>;
