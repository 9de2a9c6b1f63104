/**
 * The root operations of the API as the schema's introspection describes them: for each query and
 * mutation, the GraphQL type of every argument ('Int!', '[Int!]', 'String'...). buildQuery declares
 * its variables with these types, so the operations table only names arguments.
 */
import type { IntrospectionField, IntrospectionInputTypeRef, IntrospectionSchema, IntrospectionTypeRef } from 'graphql';
import { notAvailable } from './errors';

/** Root field name → argument name → GraphQL type text. */
export type Signatures = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** 'Int!', '[Int!]', 'PlaceInput!' from an introspection type reference. */
export function typeText(ref: IntrospectionTypeRef | IntrospectionInputTypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeText(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${typeText(ref.ofType)}]`;
  return ref.name;
}

/** Signatures of ra-data-graphql's `introspectionResults.queries` (root fields of Query and Mutation). */
export function signaturesOf(fields: readonly IntrospectionField[]): Signatures {
  return new Map(fields.map((field) => [field.name, new Map(field.args.map((arg) => [arg.name, typeText(arg.type)]))]));
}

/** The declared types of `args` of `operation`; an operation or argument the schema lacks is a clear error. */
export function argTypes(signatures: Signatures, operation: string, args: readonly string[]): Record<string, string> {
  const known = signatures.get(operation);
  if (!known) throw notAvailable(operation, `La API no ofrece la operación ${operation}`);
  const types: Record<string, string> = {};
  for (const arg of args) {
    const type = known.get(arg);
    if (!type) throw notAvailable(operation, `La operación ${operation} no tiene el argumento ${arg}`);
    types[arg] = type;
  }
  return types;
}

/** Signatures straight from an introspection `__schema` (root fields of Query and Mutation). */
export function signaturesOfSchema(schema: IntrospectionSchema): Signatures {
  const roots = new Set([schema.queryType?.name, schema.mutationType?.name]);
  const fields = schema.types.flatMap((type) => (roots.has(type.name) && type.kind === 'OBJECT' ? type.fields : []));
  return signaturesOf(fields);
}
