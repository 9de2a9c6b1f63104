/** Suggestions (part 2 §2): the list and the suggestion form (edit) — each loaded when first opened. */
import FeedbackIcon from '@mui/icons-material/Feedback';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../lazyView';

export const suggestions = {
  list: lazyView(() => import('./SuggestionList'), 'SuggestionList'),
  edit: lazyView(() => import('./SuggestionEdit'), 'SuggestionEdit'),
  icon: FeedbackIcon,
  recordRepresentation: 'reason',
} satisfies Omit<ResourceProps, 'name'>;
