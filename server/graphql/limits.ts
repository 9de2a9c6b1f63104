/**
 * Query limits, as validation rules: depth (MAX_DEPTH levels of data fields) and cost (at most
 * MAX_FIELDS data fields in all, fragments counted where they are spread).
 * Introspection (`__schema`, `__type`) is measured apart: GraphiQL, ra-data-graphql and every
 * GraphQL tool send the standard introspection query, 15 levels deep and far over the field budget,
 * so its subtrees count against their own, larger depth limit and never against the data budget.
 * (Production turns introspection off altogether: NoSchemaIntrospectionCustomRule in app.ts.)
 */
import { GraphQLError, Kind, type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export const MAX_DEPTH = 8;
export const MAX_FIELDS = 400;
/** Deep enough for graphql's getIntrospectionQuery() (TypeRef nests ofType nine times). */
export const MAX_INTROSPECTION_DEPTH = 20;

type Fragments = Record<string, FragmentDefinitionNode>;

const isIntrospection = (name: string) => name === '__schema' || name === '__type';

function fragmentsOf(context: ValidationContext): Fragments {
  const fragments: Fragments = {};
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return fragments;
}

/** The selections of a set with fragments inlined (a fragment already on the path is skipped). */
function* fieldsOf(set: SelectionSetNode | undefined, fragments: Fragments, seen: ReadonlySet<string>): Generator<{ field: FieldNode; seen: ReadonlySet<string> }> {
  if (!set) return;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) yield { field: selection, seen };
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf(selection.selectionSet, fragments, seen);
    else {
      const name = selection.name.value;
      const fragment = Object.hasOwn(fragments, name) ? fragments[name] : undefined;
      if (fragment && !seen.has(name)) yield* fieldsOf(fragment.selectionSet, fragments, new Set(seen).add(name));
    }
  }
}

/** Data fields selected (introspection subtrees not counted); stops counting past the limit. */
function countFields(set: SelectionSetNode | undefined, fragments: Fragments, seen: ReadonlySet<string>): number {
  let total = 0;
  for (const { field, seen: path } of fieldsOf(set, fragments, seen)) {
    if (isIntrospection(field.name.value)) continue;
    total += 1 + countFields(field.selectionSet, fragments, path);
    if (total > MAX_FIELDS) return total;
  }
  return total;
}

/** Depth of data fields and, separately, of introspection subtrees; stops past the limits. */
function depthOf(set: SelectionSetNode | undefined, fragments: Fragments, seen: ReadonlySet<string>, introspection: boolean): { data: number; meta: number } {
  let data = 0;
  let meta = 0;
  for (const { field, seen: path } of fieldsOf(set, fragments, seen)) {
    if (!field.selectionSet) {
      if (introspection) meta = Math.max(meta, 1);
      else data = Math.max(data, 1);
      continue;
    }
    const inside = introspection || isIntrospection(field.name.value);
    const below = depthOf(field.selectionSet, fragments, path, inside);
    if (inside) meta = Math.max(meta, 1 + Math.max(below.meta, below.data));
    else {
      data = Math.max(data, 1 + below.data);
      meta = Math.max(meta, 1 + below.meta);
    }
    if (data > MAX_DEPTH || meta > MAX_INTROSPECTION_DEPTH) break;
  }
  return { data, meta };
}

export function costLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context);
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

export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context);
  return {
    OperationDefinition(node) {
      const { data, meta } = depthOf(node.selectionSet, fragments, new Set(), false);
      const message =
        data > MAX_DEPTH
          ? `La consulta anida demasiados niveles: ${data} (máximo ${MAX_DEPTH})`
          : meta > MAX_INTROSPECTION_DEPTH
            ? `La consulta de introspección anida demasiados niveles: ${meta} (máximo ${MAX_INTROSPECTION_DEPTH})`
            : null;
      if (message) context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_DEEP' } }));
    },
  };
}

/** Both limits, in the order they are checked. */
export const limitRules = [depthLimitRule, costLimitRule];
