import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { hasAnsi, runMa } from './run-ma.js';

describe('ma init', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });
  async function tempDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'ma-cli-init-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  it('creates the skeleton of docs/vault-format.md with a config core accepts', async () => {
    const dir = join(await tempDir(), 'vault');
    const run = await runMa(['init', dir]);
    expect(run.code).toBe(0);
    expect(hasAnsi(run.stdout)).toBe(false);
    const files = await snapshot(dir);
    for (const folder of [
      'Meetings/',
      'Transcripts/',
      'Notes/',
      'Summaries/',
      'Assistant/',
      'Projects/',
      'Identities/',
    ]) {
      expect(files.has(folder), folder).toBe(true);
    }
    for (const file of [
      'meeting-assistant.json',
      'meeting-assistant.README.md',
      'Glossary.md',
      'Dictation.md',
    ]) {
      expect(files.has(file), file).toBe(true);
      expect(run.stdout).toContain(`created ${file}`);
    }
    expect(JSON.parse(files.get('meeting-assistant.json')!.toString('utf8')).model).toBeUndefined();
    // The starter configuration loads (doctor runs core's loadConfig on it).
    const doctor = await runMa(['doctor', '--vault', dir]);
    expect(doctor.stdout).toContain('ok   config');
    expect(doctor.stdout).toContain('ok   vault');
  });

  it('is idempotent: a second run creates nothing and changes no byte', async () => {
    const dir = await tempDir();
    expect((await runMa(['init'], { cwd: dir })).code).toBe(0);
    await writeFile(join(dir, 'Glossary.md'), '- **RC**: remote control\n');
    const before = await snapshot(dir);
    const again = await runMa(['init'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain('created');
    expect(again.stdout).toContain('kept    Glossary.md');
    expect(await snapshot(dir)).toEqual(before);
  });

  describe('on an existing vault', () => {
    let vault: SampleVaultCopy;
    afterEach(async () => vault.cleanup());

    it('keeps every existing file byte-identical and reports it as kept', async () => {
      vault = await copySampleVault();
      const before = await snapshot(vault.root);
      const run = await runMa(['init', '--vault', vault.root]);
      expect(run.code).toBe(0);
      for (const kept of ['meeting-assistant.json', 'Glossary.md', 'Dictation.md', 'Meetings/']) {
        expect(run.stdout).toContain(`kept    ${kept}`);
      }
      const after = await snapshot(vault.root);
      for (const [path, bytes] of before) expect(after.get(path), path).toEqual(bytes);
      // New: the README of the config, and the context folder the sample vault lacks.
      expect([...after.keys()].filter((p) => !before.has(p)).sort()).toEqual([
        'Assistant/',
        'meeting-assistant.README.md',
      ]);
      expect(run.stdout).toContain('created Assistant/');
      expect(await readFile(join(vault.root, 'meeting-assistant.README.md'), 'utf8')).toContain('"model"');
    });

    it('refuses to start from an invalid configuration (exit 1, one line)', async () => {
      vault = await copySampleVault();
      await writeFile(join(vault.root, 'meeting-assistant.json'), '{ "modle": {} }');
      const run = await runMa(['init', vault.root]);
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      // reviewA R5: the message names the file, as every command's does.
      expect(run.stderr).toMatch(
        /^ma: invalid configuration in .*meeting-assistant.json: modle: expected no such key/,
      );
    });
  });
});
