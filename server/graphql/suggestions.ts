/**
 * graphql-js (16) appends "Did you mean …?" to validation and coercion errors, naming fields,
 * arguments, types and enum values of the schema. With introspection off (production) those hints
 * would hand the schema out piece by piece, so production answers without them.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export const withoutSuggestions = (message: string): string => message.replace(SUGGESTION, '');
