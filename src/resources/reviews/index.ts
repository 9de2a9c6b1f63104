/** Reviews (part 2): the list with publish, censor and delete — a later issue. */
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import { pending } from '../pending';

export const reviews = {
  list: pending('app.page.reviews'),
  icon: RateReviewIcon,
  recordRepresentation: (record: { place?: string; user?: string }) => [record.place, record.user].filter(Boolean).join(' · '),
} satisfies Omit<ResourceProps, 'name'>;
