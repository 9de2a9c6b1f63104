/**
 * A page of one of a user's activity lists (server: `user(iduser) { <list>(items, page) }`, docs/api.md
 * «Usuarios»): one document per list, each asking only that list. The user, the counts and the
 * first page of every list come from the users row's `one` (operations.ts, USER_ACTIVITY_FIELDS).
 */
export const USER_ACTIVITY_LISTS = {
  places: 'idplace name city province published create_date',
  servicevotes: 'idvote idplace place idservice service points create_date',
  reviews: 'idreview idplace place iduser user text published date',
  suggestions: 'idsuggestion idplace place iduser user email reason status create_date',
} as const;

export type UserActivityList = keyof typeof USER_ACTIVITY_LISTS;

export const userActivityQuery = (list: UserActivityList) => `query UserActivity_${list}($iduser: Int!, $items: Int, $page: Int) {
  user(iduser: $iduser) { ${list}(items: $items, page: $page) { ${USER_ACTIVITY_LISTS[list]} } }
}`;

export interface UserActivityParams {
  iduser: number;
  list: UserActivityList;
  items: number;
  page: number;
  signal?: AbortSignal;
}

/** Everything getOne('users') asks: the counts and the first page (the API's default 10) of every list. */
export const USER_ACTIVITY_FIELDS = `counts { places servicevotes reviews photos suggestions } ${Object.entries(USER_ACTIVITY_LISTS)
  .map(([list, fields]) => `${list} { ${fields} }`)
  .join(' ')}`;
