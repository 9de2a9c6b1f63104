/**
 * The duplicate-place check while a name is typed (issue 9, duplicatePlaces): the panel asks once the
 * name has at least `minChars` characters (trimmed) and shows at most `max` candidates.
 */
export const DUPLICATES = {
  /** Fewer characters than this (after trimming): no candidates, no database work. */
  minChars: 3,
  /** Candidates answered at most. */
  max: 5,
  /** Longest name accepted, in characters (place names are short; more is a bad argument). */
  maxName: 200,
} as const;
