/**
 * Newcomer N10: `ma doctor` listed meetings every summary run stops on (a transcript that is not
 * UTF-8, one with a stray CR, a meeting note whose frontmatter is not YAML, a broken transcript link)
 * as a warning, ended `nothing to fix, 1 warning`, exit 0, and gave one generic "fix the frontmatter"
 * for all. Now each is a problem to fix, counted (`4 problems to fix`, exit 1, as doctor does for a
 * FAIL), with a fix line of its kind, and the encoding problem names its line and byte; `ma summarize`
 * names the line too. Built `ma`, sample-vault copy.
 * Spec: newcomer N10; apps/cli/src/commands/doctor.ts (exit codes); docs/vault-format.md.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

/** A meeting note `Meetings/<name>.md` whose transcript is `Transcripts/<name>.md` (`bytes`). */
async function meeting(name: string, transcript: Buffer | string | null, front = ''): Promise<void> {
  await writeFile(
    join(t.vault.root, 'Meetings', `${name}.md`),
    `---\ntitle: ${name}\ndate: 2026-11-25\n${front}transcript: "[[Transcripts/${name}]]"\n---\n`,
  );
  if (transcript !== null) await writeFile(join(t.vault.root, 'Transcripts', `${name}.md`), transcript);
}

describe('N10: ma doctor counts meetings a run stops on as problems to fix', { timeout: 150_000 }, () => {
  it('N10: not UTF-8, a stray CR, invalid YAML and a broken link: FAIL, 4 problems, exit 1, one fix line each kind', async () => {
    await meeting(
      '2026-11-25 hand lat',
      Buffer.from('Anna: Hello.\nAnna: Caf\xe9 meeting, we decided to go.\nBob: fine.\n', 'latin1'),
    );
    await meeting(
      '2026-11-25 hand cr',
      'Anna: Hello there, we decided to go.\nBob: I will send the report\r by Friday.\nAnna: ok.\n',
    );
    await meeting('2026-11-25 bad yaml', 'Anna: Hello.\n', 'agenda: [unclosed\n');
    await meeting('2026-11-25 no transcript', null);
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const lines = run.stdout.split('\n');
    const at = lines.findIndex((l) => l.includes(' meetings: '));
    expect(lines[at], run.stdout).toMatch(
      /^FAIL meetings: 10 meeting notes in Meetings\/; 4 problems a summary run would stop on: /,
    );
    const line = lines[at] ?? '';
    expect(line).toContain(
      'Transcripts/2026-11-25 hand lat.md (the transcript): not a UTF-8 text file (it has bytes that are not UTF-8, such as Latin-1, first at line 2, byte 22)',
    );
    expect(line).toContain(
      'Transcripts/2026-11-25 hand cr.md (the transcript): cannot be read as lines (a stray CR at line 2',
    );
    expect(line).toContain('Meetings/2026-11-25 bad yaml.md: frontmatter is not valid YAML');
    expect(line).toContain(
      'transcript link "[[Transcripts/2026-11-25 no transcript]]" in Meetings/2026-11-25 no transcript.md names no file',
    );
    expect(line).not.toContain('`ma import` converts it');
    const fixes: string[] = [];
    for (let i = at + 1; lines[i]?.startsWith('     fix: '); i++) fixes.push((lines[i] as string).slice(10));
    expect(fixes.map((l) => l.split(':')[0])).toEqual([
      'a transcript or note that is not UTF-8',
      'a stray CR',
      'frontmatter that is not valid YAML',
      'a broken link',
    ]);
    expect(fixes[0]).toContain('iconv -f WINDOWS-1252 -t UTF-8');
    expect(fixes[1]).toContain('the perl command named');
    expect(fixes[3]).toMatch(/; then run `ma doctor` again$/);
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^4 problems to fix/);
    expect(run.stdout).not.toContain('nothing to fix');
    expect(run.code).toBe(1);

    // The run names the bad byte's line too.
    const summarize = await runMa(['summarize', '2026-11-25 hand lat', '--vault', t.vault.root]);
    expect(summarize.code).toBe(1);
    expect(summarize.stderr).toContain('first at line 2, byte 22');
  });
});
