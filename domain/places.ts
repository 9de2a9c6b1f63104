/**
 * Publication states of a place (part 1 §4): 0 draft, 1 published, 2 permanently closed,
 * 3 temporarily closed. Any state can be set directly from any other.
 */
export const PLACE_STATE = { draft: 0, published: 1, closed: 2, tempClosed: 3 } as const;
export type PlaceState = (typeof PLACE_STATE)[keyof typeof PLACE_STATE];

/** The order in which the panel offers them (the spec's Publicado select: 1 Sí, 0 No, 2, 3). */
export const PLACE_STATES: readonly PlaceState[] = [1, 0, 2, 3];

export const isPlaceState = (value: unknown): value is PlaceState =>
  typeof value === 'number' && (PLACE_STATES as readonly number[]).includes(value);
