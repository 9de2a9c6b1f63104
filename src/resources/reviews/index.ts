/** Reviews (part 2 §2 "Reviews list"): the list with publish, censor, delete and bulk actions — loaded when first opened. */
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';

export const reviews = {
  list: lazyView(() => import('./ReviewList'), 'ReviewList'),
  icon: RateReviewIcon,
  recordRepresentation: (record: { place?: string; user?: string }) => [record.place, record.user].filter(Boolean).join(' · '),
} satisfies Omit<ResourceProps, 'name'>;
