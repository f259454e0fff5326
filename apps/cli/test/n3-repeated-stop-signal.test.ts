/**
 * Newcomer s31 N3: coreutils `timeout` signals `ma` and then its process group, so one timeout can
 * deliver SIGTERM twice within microseconds; `ma` took the second as "quit at once" and skipped the
 * run's cleanup (no "Run cancelled" record, the lock left). The same signal again within
 * REPEATED_DELIVERY_MS is the same stop; a different one, or the same one later, still quits at once
 * (the rule is core's `watchStopSignals`, shared with `ma-daemon`: its own tests in packages/core).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, never, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const kickoff = '2026-03-09 Remote control kickoff';

describe('N3: one stop delivered twice is one clean stop', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('N3: SIGTERM again right after ma saw the first (timeout signals ma, then its group): exit 143 after the cleanup, run recorded as cancelled, lock released', async () => {
    const before = await readFile(join(vault.root, 'Summaries', `${kickoff}.md`), 'utf8');
    const server = await startScriptedServer(() => never());
    try {
      const run = await runMa(['summarize', kickoff, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
        onSpawn: (child) => {
          const timer = setInterval(() => {
            if (server.requests.length > 0) {
              clearInterval(timer);
              child.kill('SIGTERM');
            }
          }, 20);
          child.on('close', () => clearInterval(timer));
          // The second delivery once `ma` has seen the first (two sent at once are merged by the
          // kernel): what `timeout` gives when `ma` runs between its two kill calls.
          let seen = '';
          child.stderr?.on('data', (chunk: Buffer) => {
            if (seen.includes('stopping cleanly')) return;
            seen += chunk.toString();
            if (seen.includes('stopping cleanly')) child.kill('SIGTERM');
          });
        },
      });
      expect(run.signal).toBeNull();
      expect(run.code).toBe(143);
      expect(run.stderr.match(/stopping cleanly/g)).toHaveLength(1);
      expect(run.stderr).toContain('interrupted: no summary was written');
      expect(await readFile(join(vault.root, 'Summaries', `${kickoff}.md`), 'utf8')).toBe(before);
      expect(await readFile(join(vault.root, 'Assistant', `${kickoff}.md`), 'utf8')).toMatch(
        /## Run cancelled .*\n\nrun cancelled \(terminated by SIGTERM\)/,
      );
      const locks = await readdir(join(vault.root, '.meeting-assistant', 'locks')).catch(
        () => [] as string[],
      );
      expect(locks.filter((f) => f.endsWith('.lock'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
