/** Facts both halves need (panel in src/, API in server/): one copy, imported by both. */
export * from './coordinates';
export * from './countries';
export * from './duplicates';
export * from './hours';
export * from './languages';
export * from './limits';
export * from './map';
export * from './openingHours';
export * from './placeMedia';
export * from './places';
export * from './reference';
export * from './richText';
export * from './sorting';
export * from './timeZone';
export * from './translation';
export * from './uploads';
