/**
 * Where the focus goes when the row that had it leaves the places list (deleted, or moved out of
 * the filter by a status change): the list itself, a named region that takes the focus
 * (PlaceList), so Tab continues with the rows instead of restarting at the top of the page.
 */
export const PLACES_LIST_ID = 'places-list-rows';

/** After the row is gone (next tick: the dialog or menu that closed has restored its focus first). */
export const focusPlacesList = () => setTimeout(() => document.getElementById(PLACES_LIST_ID)?.focus(), 0);
