/** Suggestions (part 2): the list and the suggestion form (edit) — a later issue. */
import FeedbackIcon from '@mui/icons-material/Feedback';
import type { ResourceProps } from 'react-admin';
import { pending } from '../pending';

export const suggestions = {
  list: pending('app.page.suggestions'),
  edit: pending('app.page.editsuggestion'),
  icon: FeedbackIcon,
  recordRepresentation: 'reason',
} satisfies Omit<ResourceProps, 'name'>;
