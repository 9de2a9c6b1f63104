/**
 * The service questions of the chosen categories (part 1 §2 step 3, §4): a category lists its
 * services' ids; the questions shown are their union, in the order of the chosen categories.
 * When the categories change, the answers are rebuilt: a service still present keeps its answer,
 * a new one starts at 0 (No), one no longer linked is dropped (only these are sent).
 */

/** The form's `services` value: one answer per question, points 0..5 (0 = No). */
export interface ServiceAnswer {
  id: number;
  points: number;
}

interface CategoryLike {
  id: unknown;
  services?: unknown;
}

export function serviceIdsOf(chosen: readonly unknown[], categories: readonly CategoryLike[]): number[] {
  const byId = new Map(categories.map((category) => [Number(category.id), category]));
  const ids: number[] = [];
  for (const idcategory of chosen) {
    const services = byId.get(Number(idcategory))?.services;
    for (const id of Array.isArray(services) ? services : []) if (!ids.includes(Number(id))) ids.push(Number(id));
  }
  return ids;
}

/** The answers for exactly `ids`, in that order, keeping the earlier answer of each. */
export function rebuiltAnswers(ids: readonly number[], answers: readonly ServiceAnswer[]): ServiceAnswer[] {
  return ids.map((id) => answers.find((answer) => answer.id === id) ?? { id, points: 0 });
}

export const sameAnswers = (a: readonly ServiceAnswer[], b: readonly ServiceAnswer[]) =>
  a.length === b.length && a.every((answer, i) => answer.id === b[i].id && answer.points === b[i].points);
