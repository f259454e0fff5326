import { defineConfig } from 'vitest/config';

/**
 * L392: most tests here spawn the built `ma` (about 1-3 s each at load 10-40 on 2 cores), and over a
 * hundred spawn several in one test (a loop over forms, flags or commands): 30 s timed one out at
 * load 36. 120 s per test fits a loop of ~10 processes under that load; a test that spawns more sets
 * its own, larger timeout.
 */
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 30_000 },
});
