/**
 * C8 (hostile case B33): `model.retry.attempts` is the number of requests of a model call in all,
 * the first try included; the AI SDK's own retries never multiply it, and the console says
 * `attempt 2 of 3`, never `retry 3 of 3` after three failures. Real CLI, real scripted server.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';

// A whole `ma summarize` or `ma doctor` process per test: ~3 s idle, 10-25 s when every package's
// tests share two busy cores (CI; see doctor.test.ts).
describe('C8 retry attempts', { timeout: 120_000 }, () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  for (const [command, args] of [
    ['summarize', ['summarize', design]],
    ['doctor', ['doctor']],
  ] as const) {
    it(`C8: retry.attempts 3 against an endpoint answering HTTP 500: 3 requests in all, "attempt 2 of 3" (ma ${command})`, async () => {
      const server = await startScriptedServer(() => ({
        status: 500,
        body: { error: { message: 'internal failure' } },
      }));
      try {
        const configFile = join(vault.root, 'meeting-assistant.json');
        const config = JSON.parse(await readFile(configFile, 'utf8'));
        config.model = {
          baseURL: server.baseURL,
          model: 'test-model',
          retry: { attempts: 3, delayMs: 10 },
          timeoutMs: 5000,
        };
        await writeFile(configFile, JSON.stringify(config));
        const run = await runMa([...args, '--vault', vault.root]);
        expect(run.code, run.stderr).not.toBe(0);
        // doctor: one tool-call probe (the /models listing is not a chat request).
        expect(server.requests).toHaveLength(3);
        expect(run.stderr).toContain('attempt 2 of 3');
        expect(run.stderr).toContain('attempt 3 of 3');
        expect(run.stderr).not.toMatch(/attempt 4|retry \d+ of/);
      } finally {
        await server.close();
      }
    });
  }
});
