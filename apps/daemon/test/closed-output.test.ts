/**
 * `ma-daemon status | head -1`: a reader that goes away closes stdout under the daemon. That is
 * not a crash: no stack trace on stderr, and the command's own exit code.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { daemonBin, type TestVault, testResources } from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

/** Runs the bin with our end of its stdout closed before it writes anything. */
function runWithReaderGone(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [daemonBin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('a closed stdout ends quietly', () => {
  it('ma-daemon status and --help exit 0 with nothing on stderr', async () => {
    vault = await t.vault();
    await vault.writeMeeting('2026-01-05 Standup', 'summarized');
    for (const args of [['status', '--vault', vault.root], ['--help']]) {
      const run = await runWithReaderGone(args);
      expect(run.stderr, args.join(' ')).toBe('');
      expect(run.code, args.join(' ')).toBe(0);
    }
  });
});
