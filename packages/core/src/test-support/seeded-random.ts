/**
 * A small deterministic random generator (mulberry32): numbers in [0, 1) from `seed`, the same
 * sequence on every machine, so a generated test case that fails is reproducible by its index.
 * Test support only (not exported from the package).
 */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
