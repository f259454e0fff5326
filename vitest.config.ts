import { defineConfig } from 'vitest/config';

// The architecture test reads every source file; under a loaded CI machine that took over vitest's 5 s default.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
});
