/**
 * review9 V14: a bad model URL from MA_BASE_URL or --base-url is named for what is wrong (a port
 * that is no port), and `ma doctor`'s fix points at the flag or variable it came from, not at the
 * configuration file; the file's fix names meeting-assistant.README.md only when it exists.
 * Whole `ma` processes on a copy of the sample vault (which has no meeting-assistant.README.md).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('review9 V14: where a bad model URL came from', { timeout: 150_000 }, () => {
  it('MA_BASE_URL with port 99999: doctor names the port and the variable', async () => {
    const run = await runMa(['doctor', '--vault', t.vault.root], {
      env: { MA_BASE_URL: 'http://127.0.0.1:99999/v1', MA_MODEL: 'x' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'model.baseURL: expected an http(s) URL with a port from 1 to 65535 ("99999" is not a port)',
    );
    expect(run.stdout).toContain(
      'fix: fix the MA_BASE_URL environment variable (it overrides model.baseURL of',
    );
    expect(run.stdout).not.toContain('ma init');
  });

  it('--base-url on ma summarize: the port is named', async () => {
    const run = await runMa([
      'summarize',
      '2026-03-10 Remote control functional design',
      '--vault',
      t.vault.root,
      '--base-url',
      'http://127.0.0.1:180109/v1',
      '--model',
      'x',
    ]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('("180109" is not a port)');
  });

  it('a bad value in the file: the fix names the file, and the README only where there is one', async () => {
    await writeFile(
      join(t.vault.root, 'meeting-assistant.json'),
      '{ "model": { "baseURL": "http://127.0.0.1:0x1/v1", "model": "m" } }',
    );
    const bare = await runMa(['doctor', '--vault', t.vault.root]);
    expect(bare.stdout).toMatch(/fix: edit \S*meeting-assistant\.json\n/);
    await writeFile(join(t.vault.root, 'meeting-assistant.README.md'), '# keys\n');
    const explained = await runMa(['doctor', '--vault', t.vault.root]);
    expect(explained.stdout).toContain('meeting-assistant.README.md beside it explains each key');
  });
});
