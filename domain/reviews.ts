/** Reviews (part 2 §3 Review, §4): the fixed text a censored review keeps, and the longest text the API accepts. */

/** What censoring writes in place of a review's text (part 2 §4, §7). */
export const CENSORED_TEXT = '-Censurado-';

/** Longest review text updReview accepts, in characters (the spec sets none: this only stops hostile input). */
export const REVIEW_TEXT_MAX = 5000;
