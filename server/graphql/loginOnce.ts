/**
 * At most one `login` per document: every login costs a password check (argon2id, ~20 MB and tens
 * of ms), and a document of 200 aliased logins would otherwise buy 200 of them in one request.
 */
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { fieldsOf, fragmentsOf } from './documentWalk';

export function loginOnceRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context);
  return {
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      let logins = 0;
      for (const { field } of fieldsOf(node.selectionSet, fragments, new Set())) if (field.name.value === 'login') logins += 1;
      if (logins > 1) {
        context.reportError(
          new GraphQLError(`Solo se admite un login por petición (recibidos ${logins})`, {
            nodes: [node],
            extensions: { code: 'BAD_USER_INPUT', field: 'login' },
          }),
        );
      }
    },
  };
}
