/**
 * The provider's methods beyond react-admin's nine, one document each, run on the same Apollo
 * client: the home dashboard (one request), the places map (where it opens, then the visible area),
 * the place editor's duplicate check and translation, the event form's import (scrapeEvent) and
 * the share screen's place (getSharePlace) and hashtags (getShareHashtags).
 * Screens call them through useDataProvider() inside react-query's useQuery, so a lost session
 * logs out like any other call.
 */
import type { ApolloClient } from '@apollo/client/core';
import type { MapBounds } from '../../maps/types';
import { documentOf, runDocument } from '../client';
import { ApiError } from '../apiError';
import { COUNT_KEYS, DASHBOARD_CONTENT_QUERY, DASHBOARD_QUERY, USER_COUNT_KEYS, type DashboardData } from './dashboard';
import {
  DUPLICATE_PLACES_QUERY,
  TRANSLATE_MUTATION,
  duplicateVariables,
  type DuplicateCandidate,
  type DuplicateParams,
  type TranslateParams,
  type Translation,
} from './placeEditor';
import { SCRAPE_EVENT_QUERY, type ScrapedEvent, type ScrapeEventParams } from './events';
import type { ShareHashtags } from '../../../domain';
import { SHARE_HASHTAGS_QUERY, SHARE_PLACE_QUERY, sharePlaceVariables, type SharePlaceData, type SharePlaceParams } from './share';
import { userActivityQuery, type UserActivityParams } from './userActivity';
import { PLACES_MAP_EXTENT_QUERY, PLACES_MAP_QUERY, placesMapVariables, type PlacesMapData, type PlacesMapExtentData } from './placesMap';

export interface PlacesMapParams {
  bounds: MapBounds;
  zoom: number;
  signal?: AbortSignal;
}

/** The answer as the dashboard needs it, or a clear error (never a half-drawn screen). */
function completeDashboard(answer: Record<string, unknown>, withUsers: boolean): DashboardData {
  const counts = withUsers ? COUNT_KEYS : COUNT_KEYS.filter((key) => !USER_COUNT_KEYS.includes(key));
  const ok =
    counts.every((key) => typeof answer[key] === 'number') &&
    Array.isArray(answer.latestPlaces) &&
    (!withUsers || Array.isArray(answer.latestUsers));
  if (!ok) throw new ApiError('Respuesta incompleta del servidor', 'BAD_RESPONSE');
  return answer as DashboardData;
}

export function customMethods(client: ApolloClient<unknown>) {
  return {
    /** `withUsers: false` (an editor) leaves out the users' counts and latest users. */
    getDashboard: async ({ signal, withUsers = true }: { signal?: AbortSignal; withUsers?: boolean } = {}): Promise<{
      data: DashboardData;
    }> => ({
      data: completeDashboard(
        await runDocument(client, documentOf(withUsers ? DASHBOARD_QUERY : DASHBOARD_CONTENT_QUERY), {}, signal),
        withUsers,
      ),
    }),
    getPlacesMapExtent: async (params: { signal?: AbortSignal } = {}): Promise<{ data: PlacesMapExtentData }> => {
      const answer = await runDocument<{ placesMapExtent: PlacesMapExtentData }>(
        client,
        documentOf(PLACES_MAP_EXTENT_QUERY),
        {},
        params.signal,
      );
      return { data: answer.placesMapExtent };
    },
    getPlacesMap: async ({ bounds, zoom, signal }: PlacesMapParams): Promise<{ data: PlacesMapData }> => {
      const answer = await runDocument<{ placesMap: PlacesMapData }>(
        client,
        documentOf(PLACES_MAP_QUERY),
        placesMapVariables(bounds, zoom),
        signal,
      );
      return { data: answer.placesMap };
    },
    getDuplicatePlaces: async (params: DuplicateParams): Promise<{ data: DuplicateCandidate[] }> => {
      const answer = await runDocument<{ duplicatePlaces: DuplicateCandidate[] }>(
        client,
        documentOf(DUPLICATE_PLACES_QUERY),
        duplicateVariables(params),
        params.signal,
      );
      return { data: answer.duplicatePlaces };
    },
    translate: async ({ text, source, targets }: TranslateParams): Promise<{ data: Translation[] }> => {
      const answer = await runDocument<{ translate: Translation[] }>(client, documentOf(TRANSLATE_MUTATION), { text, source, targets });
      return { data: answer.translate };
    },
    /** One page of a user's activity list (the activity screen's panels). */
    getUserActivity: async ({ iduser, list, items, page, signal }: UserActivityParams): Promise<{ data: Record<string, unknown>[] }> => {
      const answer = await runDocument<{ user: Record<string, Record<string, unknown>[]> }>(
        client,
        documentOf(userActivityQuery(list)),
        { iduser, items, page },
        signal,
      );
      return { data: answer.user[list] };
    },
    /** A random published place, or the one of `idplace`. */
    getSharePlace: async (params: SharePlaceParams): Promise<{ data: SharePlaceData }> => {
      const answer = await runDocument<{ randomPlace: SharePlaceData }>(
        client,
        documentOf(SHARE_PLACE_QUERY),
        sharePlaceVariables(params),
        params.signal,
      );
      return { data: answer.randomPlace };
    },
    /** The share text's hashtags (shareHashtags: every staff role; the configuration itself is for administrators). */
    getShareHashtags: async (params: { signal?: AbortSignal } = {}): Promise<{ data: ShareHashtags }> => {
      const answer = await runDocument<{ shareHashtags: ShareHashtags }>(client, documentOf(SHARE_HASHTAGS_QUERY), {}, params.signal);
      return { data: answer.shareHashtags };
    },
    scrapeEvent: async ({ url, signal }: ScrapeEventParams): Promise<{ data: ScrapedEvent }> => {
      const answer = await runDocument<{ scrapeEvent: ScrapedEvent }>(client, documentOf(SCRAPE_EVENT_QUERY), { url: url.trim() }, signal);
      return { data: answer.scrapeEvent };
    },
  };
}
