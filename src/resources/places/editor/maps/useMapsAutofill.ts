/**
 * Applies a maps result to the editor's form (autofill.ts says what it means): adding, the fields
 * are filled; editing, the result is kept as `mapsSuggestion` for each field to show, its photos
 * join the gallery unchosen, and its hours fill the form only when the place had none — otherwise
 * the old hours are kept and 'Ya había horas definidas y se han cambiado' is said (part 1 §2 Edit),
 * the maps hours staying on offer in the Horario step.
 */
import { useCallback } from 'react';
import { useGetList, useNotify, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { FoundPlace, MapsService } from '../../../../maps/places';
import type { PlaceFormValues } from '../../../../dataProvider/placeInput';
import { filledValues, hasHours, suggestionOf, withMapsPhotos, type MapsSuggestion, type NamedCategory } from './autofill';

/** The form field holding the last result while editing. */
export const MAPS_SUGGESTION_FIELD = 'mapsSuggestion';
/** The form field holding the search box's text (the duplicate check reads it; never sent). */
export const MAPS_SEARCH_FIELD = 'mapsSearch';

const ALL_CATEGORIES = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

const named = (records: RaRecord[] | undefined): NamedCategory[] =>
  (records ?? []).map((record) => ({
    id: Number(record.id),
    name: String((record.text as { es?: string } | undefined)?.es ?? record.name ?? ''),
  }));

export function useMapsAutofill() {
  const form = useFormContext<PlaceFormValues & { mapsSuggestion?: MapsSuggestion }>();
  const notify = useNotify();
  const { data: categories } = useGetList('categories', ALL_CATEGORIES);

  return useCallback(
    (found: FoundPlace, service: MapsService): MapsSuggestion => {
      const values = form.getValues();
      const editing = values.idplace !== undefined;
      const suggestion = suggestionOf(found, named(categories), service.streetView(found.position), editing);
      const set = (field: string, value: unknown) => form.setValue(field as never, value as never, { shouldDirty: true });
      if (!editing) {
        for (const [field, value] of Object.entries(filledValues(values, suggestion))) set(field, value);
        return suggestion;
      }
      form.setValue(MAPS_SUGGESTION_FIELD as never, suggestion as never);
      set('photos', withMapsPhotos(values.photos ?? [], suggestion.photos));
      if (suggestion.hours) {
        if (hasHours(values.hours)) notify('app.place_editor.maps.hours_kept', { type: 'warning' });
        else set('hours', suggestion.hours);
      }
      return suggestion;
    },
    [categories, form, notify],
  );
}
