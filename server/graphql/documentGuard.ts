/**
 * Validates a parsed document before mercurius does, cheapest checks first, and refuses it without
 * leaving anything behind: mercurius keeps every document that fails ITS validation in an error
 * cache (1,024 entries, each holding the whole parsed document: hundreds of MB from anonymous
 * requests), so here a failing document is refused first and mercurius only ever sees valid ones.
 * Order: field count and work (stop counting early, so fragment bombs stay cheap), depth, one login,
 * then graphql's own rules, with introspection refused in production.
 */
import {
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { costLimitRule, depthLimitRule } from './limits';
import { loginOnceRule } from './loginOnce';

/** A refused document: its errors, answered like mercurius's own validation errors (HTTP 400). */
export class DocumentRefused extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: readonly GraphQLError[]) {
    super(errors[0]?.message ?? 'Documento no válido');
    this.name = 'DocumentRefused';
  }
}

export function ruleStages(production: boolean): ValidationRule[][] {
  return [
    [costLimitRule],
    [depthLimitRule],
    [loginOnceRule],
    production ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : [...specifiedRules],
  ];
}

/** Throws DocumentRefused with the errors of the first stage that finds any. */
export function checkDocument(schema: GraphQLSchema, document: DocumentNode, stages: ValidationRule[][]): void {
  for (const rules of stages) {
    const errors = validate(schema, document, rules, { maxErrors: 20 });
    if (errors.length > 0) throw new DocumentRefused(errors);
  }
}
