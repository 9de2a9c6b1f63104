/**
 * Seeded pseudo-random numbers (mulberry32). The demo draws every "random" choice from here, so the
 * same seed always produces the same data. `fork(label)` derives an independent stream per block, so
 * adding data to one block does not shift the choices of the others.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)];
  }

  /** One item, each with its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  }

  /** n distinct items (fewer if the list is shorter), in random order. */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = list.slice();
    const count = Math.min(n, copy.length);
    for (let i = 0; i < count; i += 1) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  }

  /** An independent stream for one block of the seed. */
  fork(label: string): Rng {
    let h = 0x811c9dc5 ^ this.state;
    for (let i = 0; i < label.length; i += 1) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
    return new Rng(h >>> 0);
  }
}

/** The seed of the demo data set. */
export const DEMO_SEED = 20261101;
