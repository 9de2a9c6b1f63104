/**
 * Walking a document's selections with fragments inlined where they are spread, for the limit
 * rules (limits.ts, work.ts, loginOnce.ts). A fragment already on the path is not entered again
 * (cycles are graphql's NoFragmentCycles error, reported separately).
 */
import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

export interface WalkedField {
  field: FieldNode;
  /** Fragments entered on the way to this field. */
  seen: ReadonlySet<string>;
  /** Type condition of the innermost fragment around the field, if any. */
  typeCondition: string | null;
}

export const isIntrospection = (name: string) => name === '__schema' || name === '__type';

export function fragmentsOf(context: ValidationContext): Fragments {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** The fields of a selection set, fragments inlined. */
export function* fieldsOf(
  set: SelectionSetNode | undefined,
  fragments: Fragments,
  seen: ReadonlySet<string>,
  typeCondition: string | null = null,
): Generator<WalkedField> {
  if (!set) return;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) yield { field: selection, seen, typeCondition };
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      yield* fieldsOf(selection.selectionSet, fragments, seen, selection.typeCondition?.name.value ?? typeCondition);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment && !seen.has(name)) {
        yield* fieldsOf(fragment.selectionSet, fragments, new Set(seen).add(name), fragment.typeCondition.name.value);
      }
    }
  }
}
