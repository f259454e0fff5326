/**
 * H13 through a real `ma` process: an error nothing caught (uncaught exception, unhandled
 * rejection) during `ma summarize --json` is recorded in the meeting's context note and status,
 * and the last stdout line is one JSON object, also for command-line errors.
 * Spec: issue 9, H13 (a run that dies).
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, never, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';
const cliIndex = join(import.meta.dirname, '..', 'dist', 'index.js');

/** Runs `runMain(args)` in a fresh node process that throws (or rejects) once `trigger` exists. */
function runWithCrash(
  args: string[],
  how: 'throw' | 'reject',
  trigger: string,
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = `
    import { existsSync } from 'node:fs';
    import { runMain } from ${JSON.stringify(cliIndex)};
    const timer = setInterval(() => {
      if (!existsSync(${JSON.stringify(trigger)})) return;
      clearInterval(timer);
      ${how === 'throw' ? "throw new Error('boom from a timer');" : "Promise.reject(new Error('boom from a promise'));"}
    }, 20);
    await runMain(${JSON.stringify(args)});
  `;
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    for (const k of ['MA_BASE_URL', 'MA_MODEL', 'MA_API_KEY_ENV', 'MA_DEBUG']) delete env[k];
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('H13: a run that dies', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  for (const how of ['throw', 'reject'] as const) {
    it(`H13: an ${how === 'throw' ? 'uncaught exception' : 'unhandled rejection'} mid-run: recorded, status failed, last stdout line is JSON`, async () => {
      const server = await startScriptedServer(() => never());
      try {
        const context = join(vault.root, 'Assistant', `${MEETING}.md`);
        const run = await runWithCrash(
          ['summarize', MEETING, '--json', '--base-url', server.baseURL, '--model', 'test-model'],
          how,
          context,
          vault.root,
        );
        expect(run.code, run.stderr).toBe(1);
        const last = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '');
        expect(last).toMatchObject({ ok: false, error: { reason: 'crash' } });
        expect(last.error.message).toContain(how === 'throw' ? 'boom from a timer' : 'boom from a promise');
        expect(run.stderr).toContain('ma: internal error');
        const note = await readFile(context, 'utf8');
        expect(note).toMatch(
          /## Run failed .*\n\ninternal error \((uncaught exception|unhandled promise rejection)\): boom/,
        );
        expect(await readFile(join(vault.root, 'Meetings', `${MEETING}.md`), 'utf8')).toMatch(
          /^status: failed$/m,
        );
      } finally {
        await server.close();
      }
    }, 120_000);
  }

  it('H13: --json with a command-line error still ends stdout with one JSON object', async () => {
    const run = await runMa(['summarize', MEETING, '--json', '--no-such-flag', '--vault', vault.root]);
    expect(run.code).toBe(2);
    const last = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '');
    expect(last).toMatchObject({ ok: false, error: { reason: 'usage' } });
    expect(last.error.message).toContain('--no-such-flag');
  });
});
