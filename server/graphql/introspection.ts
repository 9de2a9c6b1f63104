/**
 * The API's introspection, computed from the SDL without a server: what a production build of the
 * panel carries (the API answers no introspection in production). Descriptions are left out:
 * the panel's data provider only needs names and types.
 */
import { buildSchema, introspectionFromSchema, type IntrospectionQuery } from 'graphql';
import { typeDefs } from './schema';

export function introspectionFromSdl(): IntrospectionQuery {
  return introspectionFromSchema(buildSchema(typeDefs()), { descriptions: false });
}
