/**
 * Facts both halves need (panel in src/, API in server/): one copy, imported by both.
 * Not here: ./timeZone (its outlines weigh ~9 kB gzip; only the place editor imports it, directly,
 * so it stays out of the panel's first load).
 */
export * from './coordinates';
export * from './countries';
export * from './duplicates';
export * from './entities';
export * from './history';
export * from './hours';
export * from './hoursProblems';
export * from './languages';
export * from './limits';
export * from './links';
export * from './map';
export * from './mapsCategories';
export * from './mapsHours';
export * from './openingHours';
export * from './placeFields';
export * from './placeMedia';
export * from './places';
export * from './reference';
export * from './resourceAccess';
export * from './reviews';
export * from './richText';
export * from './roles';
export * from './shareHashtags';
export * from './shareText';
export * from './siteConfig';
export * from './sorting';
export * from './timeZoneName';
export * from './translation';
export * from './uploads';
