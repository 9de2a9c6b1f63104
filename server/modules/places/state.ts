/** The `published` / `publish` arguments: a place state 0..3 (domain/places.ts). */
import { PLACE_STATE } from '../../../domain';
import { parseIntRange } from '../../graphql/args';

const STATES = Object.values(PLACE_STATE);

/** A state, or null when the argument is absent; BAD_USER_INPUT naming `field` otherwise. */
export const parsePlaceState = (value: unknown, field: string): number | null =>
  parseIntRange(value, field, Math.min(...STATES), Math.max(...STATES));
