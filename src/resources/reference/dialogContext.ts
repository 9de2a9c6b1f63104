/**
 * What the inputs and buttons inside a reference modal share with the modal itself: how to close
 * it, and the reason an image was refused after its entry was saved (shown under the image input
 * until another file is chosen).
 */
import { createContext, useContext } from 'react';

export interface ReferenceDialogState {
  close: () => void;
  refusal: string | null;
  clearRefusal: () => void;
}

export const ReferenceDialogContext = createContext<ReferenceDialogState>({ close: () => {}, refusal: null, clearRefusal: () => {} });

export const useReferenceDialog = () => useContext(ReferenceDialogContext);

/** The id of a list's add button: focus goes back to it when nothing else can take it. */
export const addButtonId = (resource: string) => `${resource}-add`;
