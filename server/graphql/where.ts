/**
 * A small builder of SQL conditions with numbered parameters, shared by the lists' where-builders
 * (places, users, reviews): a list and its count always build their condition with the same code.
 */

import { MAX_SEARCH_WORDS } from '../../domain';

/** The words of a search, as every list matches them. */
export function searchWords(search: string | null): string[] {
  return search ? search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS) : [];
}

/**
 * The LIKE pattern of one word (the parameter holds the word as typed). The word is normalised
 * first and its LIKE wildcards escaped after: normalising folds full-width ％ and ＿ (and ＼) into
 * %, _ and \, so escaping before it would let them through as wildcards.
 */
export const likePattern = (placeholder: string) =>
  `'%' || replace(replace(replace(search_norm(${placeholder}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

export class Where {
  readonly parts: string[] = [];
  readonly params: unknown[];

  /** `params`: parameters already taken ($1.. are theirs); new ones are numbered after them. */
  constructor(params: unknown[] = []) {
    this.params = params;
  }

  /** Adds a parameter and answers its placeholder ($n). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  /**
   * Every word must appear in one of `exprs` (normalised texts with a trigram index: search_norm(...)
   * expressions or stored columns), accent- and case-insensitive: "cafe coruna" finds "Café A Coruña".
   */
  searchWords(exprs: string | string[], search: string | null): this {
    const list = Array.isArray(exprs) ? exprs : [exprs];
    for (const word of searchWords(search)) {
      const pattern = likePattern(this.param(word));
      const matches = list.map((expr) => `${expr} LIKE ${pattern}`);
      this.add(matches.length === 1 ? matches[0] : `(${matches.join(' OR ')})`);
    }
    return this;
  }

  /** `column` within the last `months` months. */
  lastMonths(column: string, months: number | null): this {
    if (months !== null) this.add(`${column} > now() - make_interval(months => ${this.param(months)})`);
    return this;
  }

  ids(column: string, ids: number[] | null): this {
    if (ids) this.add(`${column} = ANY(${this.param(ids)}::int[])`);
    return this;
  }

  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'TRUE';
  }
}
