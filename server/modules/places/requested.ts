/**
 * Which summary parts (summary.ts) a document asks of the places a root field returns, read from
 * the field's selection set (fragments included), so allPlaces can fetch them with its page.
 */
import { Kind, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { SummaryPart } from './summary';

const PART_OF_FIELD: Record<string, SummaryPart> = {
  coverUrl: 'photos',
  numphotos: 'photos',
  descriptsLen: 'descripts',
  category: 'category',
};

interface FieldInfo {
  fieldNodes: readonly { selectionSet?: SelectionSetNode }[];
  fragments: Record<string, FragmentDefinitionNode>;
}

export function summaryPartsOf(info: FieldInfo): Set<SummaryPart> {
  const parts = new Set<SummaryPart>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const part = Object.hasOwn(PART_OF_FIELD, name) ? PART_OF_FIELD[name] : undefined;
        if (part) parts.add(part);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        walk(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return parts;
}
