/**
 * Publication states of a place (part 1 §4): 0 draft, 1 published, 2 permanently closed,
 * 3 temporarily closed. Icons: check for 1, cross for 0, pause for 2 and 3 (red for permanently
 * closed, orange for temporarily closed). Shared by the list and the dashboard.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import type { SvgIconProps } from '@mui/material';
import { PLACE_STATE, isPlaceState } from '../../../domain';

/** i18n key of a state's Spanish name ('Publicado', 'No publicado', ...). */
export const statusLabel = (state: number) => `app.places.status.${isPlaceState(state) ? state : PLACE_STATE.draft}`;

export const StatusIcon = ({ state, ...props }: { state: number } & SvgIconProps) => {
  switch (state) {
    case PLACE_STATE.published:
      return <CheckCircleIcon color="success" data-state={state} {...props} />;
    case PLACE_STATE.draft:
      return <CancelIcon color="disabled" data-state={state} {...props} />;
    case PLACE_STATE.closed:
      return <PauseCircleIcon color="error" data-state={state} {...props} />;
    case PLACE_STATE.tempClosed:
      return <PauseCircleIcon color="warning" data-state={state} {...props} />;
    default:
      return <HelpOutlineIcon data-state="?" {...props} />;
  }
};
