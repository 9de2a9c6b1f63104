/** The whole data model, both spec parts: one drizzle schema for PGlite and PostgreSQL. */
export * from './common';
export * from './users';
export * from './entities';
export * from './content';
export * from './places';
export * from './media';
export * from './community';
export * from './stats';
export * from './history';
