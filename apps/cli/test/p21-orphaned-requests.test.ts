/**
 * Review4 P21 through the command line: `ma tool request_project_association` asks through a vault
 * note and is killed (SIGKILL: no shutdown runs, the note stays `status: pending`); `ma doctor`
 * then marks the note `abandoned` and says so, and a second `ma doctor` has nothing to say. The
 * built `ma` on a temp copy of the sample vault, a real killed process.
 * Spec: docs/approvals.md (An asker that died); review4 P21.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { maBin, runMa } from './run-ma.js';

let vault: SampleVaultCopy;
afterEach(async () => vault?.cleanup());

describe('P21: a killed asker’s request note', () => {
  it('P21: ma tool killed while asking → ma doctor marks its note abandoned and says so', async () => {
    vault = await copySampleVault();
    const configFile = join(vault.root, 'meeting-assistant.json');
    const config = JSON.parse(await readFile(configFile, 'utf8'));
    config.approvals = { timeoutMs: 600000, prompt: 'vault-note' };
    await writeFile(configFile, JSON.stringify(config, null, 2));
    const args = { project: 'website-redesign', reason: 'web talk' };
    const child = spawn(
      process.execPath,
      [
        maBin,
        'tool',
        'request_project_association',
        '--meeting',
        '2026-03-05 Meeting Recorder weekly',
        '--args',
        JSON.stringify(args),
        '--vault',
        vault.root,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const note = await new Promise<string>((done, fail) => {
      let err = '';
      child.stderr.on('data', (c: Buffer) => {
        err += c.toString('utf8');
        const m = /answer in (.*\.md):/.exec(err);
        if (m) done(join(vault.root, m[1] as string));
      });
      child.on('exit', (code) => fail(new Error(`ma tool exited ${code} before asking: ${err}`)));
    });
    expect(await readFile(note, 'utf8')).toContain('status: pending');
    await new Promise<void>((done) => {
      child.on('exit', () => done());
      child.kill('SIGKILL');
    });
    expect(await readFile(note, 'utf8')).toContain('status: pending');

    const doctor = await runMa(['doctor', '--vault', vault.root]);
    const line = doctor.stdout.split('\n').find((l) => l.startsWith('warn request notes: ')) ?? '';
    expect(line).toContain('1 left pending by a process that no longer waits for the answer');
    expect(line).toContain(`abandoned: the process that asked (process ${child.pid} on `);
    const text = await readFile(note, 'utf8');
    expect(text).toContain('status: abandoned');
    expect(text).toContain('nothing was changed, and ticking a box now changes nothing.');
    const meeting = await readFile(
      join(vault.root, 'Meetings/2026-03-05 Meeting Recorder weekly.md'),
      'utf8',
    );
    expect(meeting).not.toContain('website-redesign');
    const again = await runMa(['doctor', '--vault', vault.root]);
    expect(again.stdout).not.toContain('request notes');
  }, 180_000);
});
