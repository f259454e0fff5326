import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // Hooks here copy and open the sample vault (real file work, as in a test body): they get a test's
    // limit, not vitest's 10 s default, which such a hook passed when every package's tests shared two
    // busy cores (CI under load: core's edit-file-atomic N3, session 24).
    hookTimeout: 30_000,
  },
});
