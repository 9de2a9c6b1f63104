/** Assembles the API's schema from its modules and checks that every root field has a resolver. */
import { GraphQLScalarType, buildSchema, type GraphQLSchema } from 'graphql';
import type { ApiModule } from './module';
import { guardResolvers } from './guard';
import { sessionModule } from '../modules/session/resolvers';
import { placesModule } from '../modules/places/resolvers';
import { entitiesModule } from '../modules/entities/resolvers';
import { usersModule } from '../modules/users/resolvers';
import { reviewsModule } from '../modules/reviews/resolvers';
import { placesMapModule } from '../modules/placesmap/resolvers';
import { placeToolsModule } from '../modules/placetools/resolvers';
import { eventsModule } from '../modules/events/resolvers';
import { configModule } from '../modules/config/resolvers';
import { suggestionsModule } from '../modules/suggestions/resolvers';
import { shareModule } from '../modules/share/resolvers';
import { historyModule } from '../modules/history/resolvers';

export const MODULES: ApiModule[] = [
  sessionModule,
  placesModule,
  entitiesModule(),
  placesMapModule,
  placeToolsModule,
  usersModule,
  reviewsModule,
  eventsModule,
  configModule,
  suggestionsModule,
  shareModule,
  historyModule,
];

const BASE = /* GraphQL */ `
  "Any JSON value (used for opening hours)."
  scalar JSON
  type Query
  type Mutation
`;

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
});

export function typeDefs(modules: ApiModule[] = MODULES): string {
  return [BASE, ...modules.map((m) => m.typeDefs)].join('\n');
}

/** The resolvers mercurius receives, every root one behind the session guard. */
export function resolvers(modules: ApiModule[] = MODULES) {
  const guarded = guardResolvers(modules);
  const schema: GraphQLSchema = buildSchema(typeDefs(modules));
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.keys(root.getFields())) {
      if (!guarded[root.name]?.[field]) throw new Error(`${root.name}.${field} has no resolver`);
    }
  }
  return { JSON: JSONScalar, ...guarded };
}

export function loaders(modules: ApiModule[] = MODULES) {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module.loaders ?? {})) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}
