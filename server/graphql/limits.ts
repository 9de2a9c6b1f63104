/**
 * Query limits, as validation rules: depth (MAX_DEPTH levels of data fields) and cost: at most
 * MAX_FIELDS data fields in all (fragments counted where they are spread), and at most MAX_WORK of
 * work as work.ts estimates it (rows asked for, values returned, statements run), so that a
 * document of a few fields asking for many 100-row searches is refused like one naming too many.
 * Introspection (`__schema`, `__type`) is measured apart: GraphiQL, ra-data-graphql and every
 * GraphQL tool send the standard introspection query, 15 levels deep and far over the field budget,
 * so its subtrees count against their own, larger depth limit and never against the data budget.
 * (Production turns introspection off altogether: NoSchemaIntrospectionCustomRule.)
 */
import { GraphQLError, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';
import { fieldsOf, fragmentsOf, isIntrospection, type Fragments } from './documentWalk';
import { workOf } from './work';

export const MAX_DEPTH = 8;
export const MAX_FIELDS = 400;
/** Work units (work.ts): the panel's heaviest document, a 100-row places list, is under half. */
export const MAX_WORK = 10_000;
/** Deep enough for graphql's getIntrospectionQuery() (TypeRef nests ofType nine times). */
export const MAX_INTROSPECTION_DEPTH = 20;

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
function depthOf(
  set: SelectionSetNode | undefined,
  fragments: Fragments,
  seen: ReadonlySet<string>,
  introspection: boolean,
): { data: number; meta: number } {
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

const formatNumber = (n: number) => n.toLocaleString('es-ES');

const tooComplex = (message: string, node: Parameters<ValidationContext['reportError']>[0]['nodes']) =>
  new GraphQLError(message, { nodes: node, extensions: { code: 'QUERY_TOO_COMPLEX' } });

export function costLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context);
  return {
    OperationDefinition(node) {
      const fields = countFields(node.selectionSet, fragments, new Set());
      if (fields > MAX_FIELDS) {
        context.reportError(tooComplex(`La consulta es demasiado costosa: ${fields} campos (máximo ${MAX_FIELDS})`, [node]));
        return;
      }
      // Bounded: at most MAX_FIELDS fields to walk (the count above stops fragment bombs first).
      const work = workOf(context.getSchema(), node, fragments);
      if (work.total > MAX_WORK) {
        context.reportError(
          tooComplex(
            `La consulta pide demasiado trabajo: coste ${formatNumber(work.total)} (máximo ${formatNumber(MAX_WORK)}; ` +
              `${work.statements} listas u operaciones, ${formatNumber(work.values)} valores). Pida menos filas (items) o menos listas por petición`,
            [node],
          ),
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

/** Both limits, in the order they are checked (the field count first: it stops early on fragment bombs). */
export const limitRules = [costLimitRule, depthLimitRule];
