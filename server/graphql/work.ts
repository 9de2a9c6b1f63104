/**
 * An estimate of the work a document asks of the database and of the answer, so that the cost
 * limit (limits.ts) counts what a request really costs and not only how many fields it names:
 * - rows: a list returns `items` rows when it says so (a variable counts as its default, or as the
 *   largest page, MAX_ITEMS, since validation cannot see its value); a root list without `items`
 *   counts as MAX_ITEMS rows, a list nested in a row as NESTED_LIST_ROWS;
 * - values: every selected field counts once per row it is read for;
 * - statements: every root field and every list of objects below it (one batched statement per
 *   field, whatever the page size) costs STATEMENT_COST.
 * Introspection (`__schema`, `__type`) is left out, as in the field count.
 */
import {
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import { fieldsOf, isIntrospection, type Fragments } from './documentWalk';

/** The largest page a list serves (args.ts MAX_ITEMS; written here so the limit does not move with it). */
export const LIST_ROWS = 100;
/** Rows assumed for a list inside a row (photos of a place, services of a category...). */
export const NESTED_LIST_ROWS = 5;
/** What one statement weighs against one value. */
export const STATEMENT_COST = 250;

export interface Work {
  values: number;
  statements: number;
  total: number;
}

type Variables = ReadonlyMap<string, VariableDefinitionNode>;

function intValue(node: ValueNode | undefined, variables: Variables): number | null {
  if (!node) return null;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const fallback = variables.get(node.name.value)?.defaultValue;
    return fallback?.kind === Kind.INT ? Number(fallback.value) : LIST_ROWS;
  }
  return null;
}

/** Rows a list field asks for (see the header). */
function rowsOf(field: FieldNode, atRoot: boolean, variables: Variables): number {
  const items = field.arguments?.find((a) => a.name.value === 'items');
  const asked = intValue(items?.value, variables);
  if (asked !== null) return Math.max(asked, 1);
  return atRoot ? LIST_ROWS : NESTED_LIST_ROWS;
}

/** The schema's definition of a field of `parent` (own keys only), or null (unknown or __typename). */
function definitionOf(parent: GraphQLNamedType | null | undefined, name: string): GraphQLField<unknown, unknown> | null {
  if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return null;
  const fields = parent.getFields();
  return Object.hasOwn(fields, name) ? fields[name] : null;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Fragments;
  variables: Variables;
  work: Work;
}

function walk(
  w: Walk,
  set: SelectionSetNode | undefined,
  parent: GraphQLNamedType | null | undefined,
  rows: number,
  atRoot: boolean,
  seen: ReadonlySet<string>,
) {
  for (const { field, seen: path, typeCondition } of fieldsOf(set, w.fragments, seen)) {
    const name = field.name.value;
    if (isIntrospection(name)) continue;
    if (name.startsWith('__')) {
      // __typename: a value, never a statement.
      w.work.values += rows;
      continue;
    }
    const owner = typeCondition ? w.schema.getType(typeCondition) : parent;
    const definition = definitionOf(owner, name);
    w.work.values += rows;
    if (field.selectionSet && definition) {
      const list = isListType(getNullableType(definition.type));
      if (atRoot || list) w.work.statements += 1;
      const below = rows * (list ? rowsOf(field, atRoot, w.variables) : 1);
      w.work.total = w.work.values + STATEMENT_COST * w.work.statements;
      walk(w, field.selectionSet, getNamedType(definition.type), below, false, path);
    } else if (atRoot && definition) {
      w.work.statements += 1;
    }
    w.work.total = w.work.values + STATEMENT_COST * w.work.statements;
  }
}

/** The work of one operation (callers bound the document's size first: limits.ts counts its fields). */
export function workOf(schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: Fragments): Work {
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  const variables = new Map((operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, v]));
  const w: Walk = { schema, fragments, variables, work: { values: 0, statements: 0, total: 0 } };
  walk(w, operation.selectionSet, root, 1, true, new Set());
  return w.work;
}
