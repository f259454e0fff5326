/**
 * M14 (review 3): hooks that can never work are told before the first summary. Real files in a
 * temp folder: a program that exists and may run, one that does not exist, one without the
 * execute bit, a bare name found on PATH, and a webhook secret variable that is not set.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkHooks, findHookProgram } from './check-hooks.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ma-m14-'));
  await mkdir(path.join(root, 'bin'));
  await writeFile(path.join(root, 'bin', 'notify-me'), '#!/bin/sh\nexit 0\n');
  await chmod(path.join(root, 'bin', 'notify-me'), 0o755);
  await writeFile(path.join(root, 'bin', 'not-executable'), '#!/bin/sh\nexit 0\n');
  await chmod(path.join(root, 'bin', 'not-executable'), 0o644);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const webhook = { url: 'http://127.0.0.1:1/hook', attempts: 3, timeoutMs: 10_000 };

describe('M14: checkHooks', () => {
  it('M14: a missing or non-executable onSummary program fails; an unset webhook secretEnv warns', async () => {
    const env = { PATH: path.join(root, 'bin') };
    for (const program of ['/nonexistent/notify-me', 'bin/not-executable', 'no-such-program-m14']) {
      const problems = await checkHooks(
        { onSummary: [program, 'x'], webhook: { ...webhook, secretEnv: 'HOOK_SECRET_UNSET_M14' } },
        { vault: root, env, platform: 'linux' },
      );
      expect(problems.map((p) => [p.severity, p.hook])).toEqual([
        ['fail', 'onSummary'],
        ['warn', 'webhook'],
      ]);
      expect(problems[0]?.message).toContain(`onSummary program ${JSON.stringify(program)} not found`);
      expect(problems[1]?.message).toBe(
        'daemon.hooks.webhook.secretEnv names HOOK_SECRET_UNSET_M14, which is not set here: no webhook is sent while it is unset',
      );
    }
  });

  it('M14: an absolute path, a path from the vault and a bare name on PATH are found; a set secret is fine', async () => {
    const env = { PATH: `/nonexistent${path.delimiter}${path.join(root, 'bin')}`, HOOK_SECRET: 's' };
    for (const program of [
      path.join(root, 'bin', 'notify-me'),
      'bin/notify-me',
      './bin/notify-me',
      'notify-me',
    ]) {
      expect(await findHookProgram(program, { vault: root, env, platform: 'linux' })).toBe(
        path.join(root, 'bin', 'notify-me'),
      );
      expect(
        await checkHooks(
          { onSummary: [program], webhook: { ...webhook, secretEnv: 'HOOK_SECRET' } },
          { vault: root, env, platform: 'linux' },
        ),
      ).toEqual([]);
    }
    expect(await checkHooks({ onSummary: null, webhook: null }, { vault: root, env: {} })).toEqual([]);
    expect(
      await checkHooks(
        { onSummary: null, webhook: { ...webhook, secret: 'inline' } },
        { vault: root, env: {} },
      ),
    ).toEqual([]);
  });
});
