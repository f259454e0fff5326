/**
 * R30: temp files left by writes that were killed (SIGKILL, power loss) are made visible and
 * cleaned safely: `ma doctor` lists them (path, size, age; stale or possibly in progress), and the
 * next write into their folder (here `ma import`) removes the stale ones — never a recent one,
 * which a running write may still own. The built `ma` on a temp copy of the sample vault.
 */
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const examples = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts');
const t = sampleVaultPerTest();

const HOUR = 60 * 60 * 1000;
const stale = 'Transcripts/.2026-06-05 Huge import.md.8551253fb174.ma-tmp';
const recent = 'Transcripts/.2026-06-06 Other.md.0123456789ab.ma-tmp';
const project = 'Projects/remote-control/.decisions.md.abcdefabcdef.ma-tmp';

describe('R30: stale temp files of atomic writes', () => {
  it('R30: ma doctor lists them with size and age; ma import into the folder removes the stale one only', async () => {
    await writeFile(join(t.vault.root, stale), 'x'.repeat(1536));
    const old = new Date(Date.now() - 2 * HOUR - 60_000);
    await utimes(join(t.vault.root, stale), old, old);
    await writeFile(join(t.vault.root, recent), 'in flight');
    await writeFile(join(t.vault.root, project), 'abc');

    const doctor = await runMa(['doctor', '--vault', t.vault.root]);
    expect(doctor.code).toBe(0);
    const line = doctor.stdout.split('\n').find((l) => l.startsWith('warn temp files: ')) ?? '';
    expect(line).toContain('3 left by interrupted writes (1 stale): ');
    expect(line).toMatch(
      new RegExp(
        `${project.replace(/\./g, '\\.')} \\(3 B, \\d+ s old, recent: may be a write in progress\\)`,
      ),
    );
    expect(line).toMatch(
      new RegExp(`${recent.replace(/\./g, '\\.')} \\(9 B, \\d+ s old, recent: may be a write in progress\\)`),
    );
    expect(line).toContain(`${stale} (1.5 KiB, 2 h old, stale)`);
    expect(doctor.stdout).toContain(
      'fix: stale ones (older than 60 min) are removed by the next write into their folder',
    );

    const imported = await runMa([
      'import',
      join(examples, 'teams.vtt'),
      '--title',
      'Field sensor sync',
      '--date',
      '2026-05-04',
      '--vault',
      t.vault.root,
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    const left = (await readdir(join(t.vault.root, 'Transcripts'))).filter((n) => n.endsWith('.ma-tmp'));
    expect(left).toEqual(['.2026-06-06 Other.md.0123456789ab.ma-tmp']);
    expect(
      (await readdir(join(t.vault.root, 'Projects/remote-control'))).filter((n) => n.endsWith('.ma-tmp')),
    ).toEqual(['.decisions.md.abcdefabcdef.ma-tmp']);
  });

  it('L614: a size just under a unit is named in the next one, never "1024.0 KiB"', async () => {
    const just = 'Transcripts/.2026-06-07 Almost.md.fedcba987654.ma-tmp';
    await writeFile(join(t.vault.root, just), 'x'.repeat(1024 * 1024 - 1));
    await writeFile(join(t.vault.root, recent), 'x'.repeat(1024 - 1));
    const doctor = await runMa(['doctor', '--vault', t.vault.root]);
    const line = doctor.stdout.split('\n').find((l) => l.startsWith('warn temp files: ')) ?? '';
    expect(line).toContain(`${just} (1.0 MiB, `);
    expect(line).toContain(`${recent} (1023 B, `);
    expect(line).not.toContain('1024.0');
  });

  it('R30: ma doctor says ok when no temp file is left', async () => {
    const doctor = await runMa(['doctor', '--vault', t.vault.root]);
    expect(doctor.stdout).toContain('ok   temp files: none left by interrupted writes');
  });
});
