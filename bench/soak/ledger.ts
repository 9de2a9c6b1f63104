/**
 * What the soak's clients wrote and what the API answered, so that afterwards every acknowledged
 * write can be looked for. Each client changes only what it created, one request at a time, so the
 * order of its attempts on one record is the order the database saw them.
 */
export interface Attempt {
  /** The value this attempt set (a name with its revision, a state). */
  value: string | number;
  acknowledged: boolean;
}

export class Ledger {
  readonly equipment = new Set<number>();
  readonly places = new Set<number>();
  /** Acknowledged uploads: idmedia → idplace. */
  readonly uploads = new Map<number, number>();
  /** `kind:id` → its attempts, in order. */
  readonly attempts = new Map<string, Attempt[]>();

  attempt(key: string, value: string | number, acknowledged: boolean): void {
    const list = this.attempts.get(key) ?? [];
    list.push({ value, acknowledged });
    this.attempts.set(key, list);
  }

  /**
   * The values a record may hold now: the last acknowledged one, or any attempted after it (a write
   * whose answer was lost may still have committed). null: nothing was ever acknowledged.
   */
  allowed(key: string): (string | number)[] | null {
    const list = this.attempts.get(key) ?? [];
    let last = -1;
    list.forEach((a, i) => {
      if (a.acknowledged) last = i;
    });
    return last < 0 ? null : list.slice(last).map((a) => a.value);
  }
}
