/**
 * Query-cost limit: a document may select at most MAX_FIELDS fields in all (fragments counted where
 * they are spread). Depth is limited by mercurius' queryDepth.
 */
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export const MAX_DEPTH = 8;
export const MAX_FIELDS = 400;

function countFields(set: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!set) return 0;
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      total += 1 + countFields(selection.selectionSet, fragments, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += countFields(selection.selectionSet, fragments, seen);
    } else {
      const fragment = fragments[selection.name.value];
      if (fragment && !seen.has(fragment.name.value)) {
        const next = new Set(seen).add(fragment.name.value);
        total += countFields(fragment.selectionSet, fragments, next);
      }
    }
    if (total > MAX_FIELDS) return total;
  }
  return total;
}

export function costLimitRule(context: ValidationContext): ASTVisitor {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return {
    OperationDefinition(node) {
      const fields = countFields(node.selectionSet, fragments, new Set());
      if (fields > MAX_FIELDS) {
        context.reportError(
          new GraphQLError(`La consulta es demasiado costosa: ${fields} campos (máximo ${MAX_FIELDS})`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      }
    },
  };
}
