/**
 * Deterministic randomness and time for the seed: the same seed gives the same rows on every run
 * and platform, so screenshots, tests and bug reports against the demo data stay comparable.
 */

/** All seeded timestamps lie before this instant (the demo's "now"); nothing reads the real clock. */
export const REFERENCE_TIME = Date.UTC(2026, 10, 20, 12, 0, 0);

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** mulberry32: a tiny 32-bit generator, good enough for demo data and identical everywhere. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to derive independent child seeds from names (see `Random.fork`). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  readonly seed: number;
  readonly #next: () => number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    this.#next = mulberry32(this.seed);
  }

  /**
   * A generator for one part of the data (a repository, an issue's comments). Forking keeps each
   * part stable when another part draws more or fewer numbers.
   */
  fork(label: string): Random {
    return new Random(hashString(`${this.seed}:${label}`));
  }

  /** A float in [0, 1). */
  next(): number {
    return this.#next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.#next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.#next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick needs at least one item');
    return items[Math.floor(this.#next() * items.length)] as T;
  }

  /** Picks by weight; entries are `[value, weight]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.#next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('Random.weighted needs at least one entry');
    return last[0];
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.#next() * (copy.length - i));
      const swap = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = swap;
    }
    return copy.slice(0, n);
  }

  /** `count` distinct integers in [0, size), without copying a large range (count << size). */
  distinctIndexes(size: number, count: number): number[] {
    if (count >= size) return this.shuffle(Array.from({ length: size }, (_, i) => i));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(this.#next() * size));
    return [...chosen];
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += Math.floor(this.#next() * 16).toString(16);
    return out;
  }

  /** A time in [from, to], skewed towards `to` when `recentBias` > 1 (activity grows over time). */
  timeBetween(from: number, to: number, recentBias = 1): number {
    if (to <= from) return from;
    const u = Math.pow(this.#next(), 1 / recentBias);
    return Math.floor(from + (to - from) * u);
  }
}

/** `YYYY-MM-DD` in UTC. */
export function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
