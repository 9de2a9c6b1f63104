/**
 * Allergies and intolerances (part 2), each with an image. Its list screen also holds the add/edit
 * modal, opened at /allergies/create and /allergies/:id.
 */
import NoFoodIcon from '@mui/icons-material/NoFood';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';
import { spanishOf } from '../reference/representation';

export const allergies = {
  list: lazyView(() => import('./AllergyList'), 'AllergyList'),
  icon: NoFoodIcon,
  recordRepresentation: spanishOf(),
} satisfies Omit<ResourceProps, 'name'>;
