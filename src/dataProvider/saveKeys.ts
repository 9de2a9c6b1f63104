/**
 * The Idempotency-Keys of the panel's saves (server/graphql/idempotency.ts): a save sent again after
 * its answer never came (the same request, after a network failure or a gateway error) reuses its
 * key, so the API answers what it did the first time instead of writing twice; an answered save
 * forgets its key, and the next one gets a new key. `save` is any text that identifies the request.
 */

/** The most unanswered saves remembered (the oldest is forgotten first). */
const REMEMBERED = 50;

/** 32 random hex digits: crypto.getRandomValues works on plain http too (randomUUID does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const unansweredKeys = new Map<string, string>();

export const saveKeys = {
  /** The key to send: the one of this save's unanswered try, or a new one. */
  keyOf: (save: string): string => unansweredKeys.get(save) ?? newKey(),
  /** An answer arrived (even a refusal): the next send of the same save is a new save. */
  answered: (save: string): void => void unansweredKeys.delete(save),
  /** No answer: the same save sent again reuses `key`. */
  unanswered(save: string, key: string): void {
    unansweredKeys.delete(save);
    unansweredKeys.set(save, key);
    if (unansweredKeys.size > REMEMBERED) unansweredKeys.delete(unansweredKeys.keys().next().value as string);
  },
};
