/**
 * The home dashboard's ONE request (part 1 §2 "Home dashboard"): every count through aliases, the
 * latest 5 places and the latest 5 users; the data provider's getDashboard() sends it. The place
 * states counted are domain's (PLACE_STATE, the API's own). Exported so
 * the contract test validates it against the server's schema.
 */
import { DASHBOARD_LATEST as LATEST, PLACE_STATE } from '../../../domain';

export const DASHBOARD_QUERY = /* GraphQL */ `query dashboard {
  places: countPlaces
  published: countPlaces(published: ${PLACE_STATE.published})
  drafts: countPlaces(published: ${PLACE_STATE.draft})
  closed: countPlaces(published: ${PLACE_STATE.closed})
  tempClosed: countPlaces(published: ${PLACE_STATE.tempClosed})
  newPlaces: countPlaces(lastmonths: 1)
  users: countUsers
  newUsers: countUsers(lastmonths: 1)
  reviews: countReviews
  newReviews: countReviews(lastmonths: 1)
  latestPlaces: allPlaces(items: ${LATEST}, order: "create_date DESC") {
    idplace name city province slug published create_date
    category { idcategory text } descriptsLen { lang words } numphotos
  }
  latestUsers: allUsers(items: ${LATEST}, order: "registration_date DESC") {
    iduser name email registration_date has_facebookid has_googleid has_password
  }
}`;

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

export type DashboardData = Record<CountKey, number> & {
  latestPlaces: LatestPlace[];
  latestUsers: LatestUser[];
};
