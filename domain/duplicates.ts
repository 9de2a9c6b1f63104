/**
 * The duplicate-place check while a name is typed (issue 9, duplicatePlaces): the panel asks once the
 * name has at least `minChars` characters (trimmed) and shows at most `max` candidates.
 */
/**
 * Part 1 §5: the duplicate search and the maps place search start when the typed name or search text
 * has more than 2 characters (trimmed).
 */
export const SEARCH_MIN_CHARS = 3;

export const DUPLICATES = {
  /** Fewer characters than this (after trimming): no candidates, no database work. */
  minChars: SEARCH_MIN_CHARS,
  /** Candidates answered at most. */
  max: 5,
  /** Longest name accepted, in characters (place names are short; more is a bad argument). */
  maxName: 200,
} as const;
