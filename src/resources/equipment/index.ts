/**
 * Equipment (part 2): ramps, adapted toilets... each with an image. Its list screen also holds the
 * add/edit modal, opened at /equipment/create and /equipment/:id.
 */
import HandymanIcon from '@mui/icons-material/Handyman';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';
import { spanishOf } from '../reference/representation';

export const equipment = {
  list: lazyView(() => import('./EquipmentList'), 'EquipmentList'),
  icon: HandymanIcon,
  recordRepresentation: spanishOf(),
} satisfies Omit<ResourceProps, 'name'>;
