/**
 * A seeded generator (mulberry32) for the demo fleet: every empty database gets the same people,
 * plates, T-PINs and schedule (only the dates move with the day it is seeded), so the README, the
 * tests and a bug report all speak of the same data.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("picked from an empty list");
    return item;
  }

  /** A value from `make` not yet in `taken`, which then holds it too. */
  function unique(taken: Set<string>, make: () => string): string {
    for (;;) {
      const value = make();
      if (!taken.has(value)) {
        taken.add(value);
        return value;
      }
    }
  }

  const digits = (count: number): string => Array.from({ length: count }, () => String(int(0, 9))).join("");

  return { next, int, pick, unique, digits, chance: (p: number) => next() < p };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
