/**
 * The home dashboard's ONE request (part 1 §2 "Home dashboard"): every count through aliases, the
 * latest 5 places and (administrators) the latest 5 users; the data provider's getDashboard() sends
 * it. The place states counted are domain's (PLACE_STATE, the API's own). Exported so the contract
 * test validates it against the server's schema.
 */
import { DASHBOARD_LATEST as LATEST, PLACE_STATE } from '../../../domain';

/** The users' counts and latest users: asked only for a role that may read users (issue 19). */
const USER_COUNTS = `
  users: countUsers
  newUsers: countUsers(lastmonths: 1)`;
const LATEST_USERS = `
  latestUsers: allUsers(items: ${LATEST}, order: "registration_date DESC") {
    iduser name email registration_date has_facebookid has_googleid has_password
  }`;

/** The dashboard's document; without the users' part for an editor (the API refuses them allUsers / countUsers). */
export const dashboardQuery = (withUsers: boolean) => /* GraphQL */ `query dashboard {
  places: countPlaces
  published: countPlaces(published: ${PLACE_STATE.published})
  drafts: countPlaces(published: ${PLACE_STATE.draft})
  closed: countPlaces(published: ${PLACE_STATE.closed})
  tempClosed: countPlaces(published: ${PLACE_STATE.tempClosed})
  newPlaces: countPlaces(lastmonths: 1)${withUsers ? USER_COUNTS : ''}
  reviews: countReviews
  newReviews: countReviews(lastmonths: 1)
  latestPlaces: allPlaces(items: ${LATEST}, order: "create_date DESC") {
    idplace name city province slug published create_date
    category { idcategory text } descriptsLen { lang words } numphotos
  }${withUsers ? LATEST_USERS : ''}
}`;

/** An administrator's dashboard: everything. */
export const DASHBOARD_QUERY = dashboardQuery(true);
/** An editor's: without users. */
export const DASHBOARD_CONTENT_QUERY = dashboardQuery(false);

export const COUNT_KEYS = [
  'places',
  'published',
  'drafts',
  'closed',
  'tempClosed',
  'newPlaces',
  'users',
  'newUsers',
  'reviews',
  'newReviews',
] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

export interface LatestPlace {
  idplace: number;
  name: string;
  city: string;
  province: string;
  slug: string;
  published: number;
  create_date: string;
  category: { idcategory: number; text: string }[];
  descriptsLen: { lang: string; words: number }[];
  numphotos: number;
}

export interface LatestUser {
  iduser: number;
  name: string;
  email: string;
  registration_date: string;
  has_facebookid: boolean;
  has_googleid: boolean;
  has_password: boolean;
}

/** The users' counts: absent from an editor's dashboard. */
export const USER_COUNT_KEYS: readonly CountKey[] = ['users', 'newUsers'];

export type DashboardData = Record<Exclude<CountKey, 'users' | 'newUsers'>, number> &
  Partial<Record<'users' | 'newUsers', number>> & {
    latestPlaces: LatestPlace[];
    /** Absent from an editor's dashboard. */
    latestUsers?: LatestUser[];
  };
