/**
 * Names and links through the built `ma` binary on temp copies of the sample vault (issue 9):
 * safe derived names (H2), Unicode normalization and case (H3), broken links (H6), `--vault`
 * naming a file (H16) and "did you mean" (H17).
 */
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NFC = 'Caf\u00e9';
const NFD = 'Cafe\u0301';

describe('ma: names and links', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');
  const write = async (rel: string, text: string) => {
    await mkdir(dirname(join(vault.root, rel)), { recursive: true });
    await writeFile(join(vault.root, rel), text);
  };
  const list = (rel: string) => readdir(join(vault.root, rel)).catch(() => [] as string[]);

  it('H2: "Sprint #3 review" and "Sprint #4 review", each summarized twice, keep their own summaries', async () => {
    for (const n of [3, 4]) {
      await write(
        `Meetings/Sprint #${n} review.md`,
        `---\ndate: 2026-05-0${n}\nstatus: ended\ntranscript: "[[Transcripts/Sprint #${n} review]]"\n---\nNotes of sprint ${n}.\n`,
      );
      await write(
        `Transcripts/Sprint #${n} review.md`,
        `Alice: We decided to ship sprint ${n} on Friday.\nBob: I will write the notes for sprint ${n} by Monday.\n`,
      );
    }
    for (let round = 0; round < 2; round++) {
      for (const n of [3, 4]) {
        const run = await runMa(['summarize', `Sprint #${n} review`, '--vault', vault.root]);
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toContain(join(vault.root, 'Summaries', `Sprint ${n} review.md`));
      }
    }
    expect((await list('Summaries')).filter((f) => f.startsWith('Sprint')).sort()).toEqual([
      'Sprint 3 review.md',
      'Sprint 4 review.md',
    ]);
    for (const n of [3, 4]) {
      const summary = await read(`Summaries/Sprint ${n} review.md`);
      expect(summary).toContain(`sprint ${n}`);
      expect(summary).not.toContain(`sprint ${7 - n}`);
      const note = await read(`Meetings/Sprint #${n} review.md`);
      expect(note).toContain(`summary: "[[Summaries/Sprint ${n} review]]"`);
      expect(note).toContain(`context: "[[Assistant/Sprint ${n} review]]"`);
      expect(note).toContain('status: summarized');
    }
    // The re-runs wrote identical summaries: nothing of either meeting went to the trash.
    expect(await list('.trash/Summaries')).toEqual([]);
  }, 120_000);

  it('H3: `ma summarize "Café sync"` typed in NFC finds the NFD note and its NFD transcript link', async () => {
    await write(
      `Meetings/2026-05-04 ${NFD} sync.md`,
      `---\nstatus: ended\ntranscript: "[[Transcripts/2026-05-04 ${NFC} sync]]"\n---\nnotes\n`,
    );
    await write(`Transcripts/2026-05-04 ${NFD} sync.md`, 'Alice: We decided to order the beans.\n');
    const run = await runMa(['summarize', `${NFC} sync`, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    // L309: the summary is named in the meeting note's own normalization form (NFD here), not the typed one.
    const summary = await read(`Summaries/2026-05-04 ${NFD} sync.md`);
    expect(summary).toContain('coverage: 100');
    expect(summary).toContain('order the beans');
    const lower = await runMa(['summarize', `2026-05-04 ${NFC.toLowerCase()} SYNC`, '--vault', vault.root]);
    expect(lower.code, lower.stderr).toBe(0);
  });

  it('H6: a transcript link that names no file exits 1, names the link and the closest names, commits no summary', async () => {
    const rel = 'Meetings/2026-03-10 Remote control functional design.md';
    const before = await read(rel);
    await write(
      rel,
      before.replace(
        /^transcript: .*$/m,
        'transcript: "[[Transcripts/2026-03-10 Remote control functonal design]]"',
      ),
    );
    const run = await runMa(['summarize', rel, '--vault', vault.root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'transcript link "[[Transcripts/2026-03-10 Remote control functonal design]]"',
    );
    expect(run.stderr).toContain('closest: Transcripts/2026-03-10 Remote control functional design.md');
    expect(await list('Summaries')).not.toContain('2026-03-10 Remote control functional design.md');
    const note = await read(rel);
    expect(note).not.toContain('status: summarized');
    expect(note).not.toMatch(/^summary:/m);
    expect(await read('Assistant/2026-03-10 Remote control functional design.md')).toContain('names no file');

    // A summarized meeting keeps its summary byte for byte; a broken notes link fails the same way.
    const kickoff = 'Meetings/2026-03-09 Remote control kickoff.md';
    const oldSummary = await read('Summaries/2026-03-09 Remote control kickoff.md');
    await write(kickoff, (await read(kickoff)).replace('tags:', 'usernotes: "[[Notes/Nope]]"\ntags:'));
    const json = await runMa(['summarize', kickoff, '--vault', vault.root, '--json']);
    expect(json.code).toBe(1);
    const last = JSON.parse(json.stdout.trim().split('\n').pop() ?? '{}');
    expect(last).toMatchObject({ ok: false, error: { reason: 'broken-link' } });
    expect(last.error.message).toContain('usernotes link "[[Notes/Nope]]"');
    expect(await read('Summaries/2026-03-09 Remote control kickoff.md')).toBe(oldSummary);
    expect(await list('.trash/Summaries')).toEqual([]);
  });

  it('N13: a transcript that is a symlink out of the vault fails the run as refused (linked or by default), never as "no transcript"', async () => {
    const secret = join(vault.root, '..', `${basename(vault.root)}-secret.md`);
    await writeFile(secret, '[00:00:01] **Mallory:** the secret plan\n');
    try {
      await write(
        'Meetings/Leaky.md',
        '---\nstatus: ended\ntranscript: "[[Transcripts/Leaky]]"\n---\n- notes\n',
      );
      await symlink(secret, join(vault.root, 'Transcripts/Leaky.md'));
      await write('Meetings/Leaky default.md', '---\nstatus: ended\n---\n- notes\n');
      await symlink(secret, join(vault.root, 'Transcripts/Leaky default.md'));
      for (const [meeting, said] of [
        ['Leaky', 'transcript link "[[Transcripts/Leaky]]" in Meetings/Leaky.md is refused'],
        ['Leaky default', "transcript Transcripts/Leaky default.md (this meeting's default) is refused"],
      ] as const) {
        const run = await runMa(['summarize', meeting, '--vault', vault.root]);
        expect(run.code, run.stderr).toBe(1);
        expect(run.stderr).toContain(said);
        expect(run.stderr).toContain('through a symlink');
        expect(await list('Summaries')).not.toContain(`${meeting}.md`);
      }
    } finally {
      await rm(secret, { force: true });
    }
  });

  it('H6: a meeting with no transcript link and no transcript is summarized from its notes, saying so, without coverage', async () => {
    await write(
      'Meetings/Notes only.md',
      '---\nstatus: ended\n---\n- We decided to move the launch to June.\n- Bob will update the plan by Friday.\n',
    );
    const run = await runMa(['summarize', 'Notes only', '--vault', vault.root, '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim())).toMatchObject({ ok: true, coverage: null });
    const summary = await read('Summaries/Notes only.md');
    expect(summary).toContain('no transcript; the summary was written from the meeting notes only');
    expect(summary).not.toMatch(/^coverage:/m);
  });

  it('H16: --vault naming a file says it is a file, for every command', async () => {
    const file = join(vault.root, 'Glossary.md');
    const commands = [
      ['summarize', 'x'],
      ['projects'],
      ['tools'],
      ['tool', 'list_projects', '--meeting', 'x'],
      ['search', 'x', '--meeting', 'x'],
      ['doctor'],
    ];
    for (const args of commands) {
      for (const vaultArg of args[0] === 'summarize' || args[0] === 'doctor'
        ? [file, join(file, 'sub')]
        : [file]) {
        const run = await runMa([...args, '--vault', vaultArg]);
        expect(run.code, `${args[0]} ${vaultArg}`).toBe(2);
        expect(run.stderr, args[0]).toMatch(/ma: --vault .* (names|goes through) a file \(.*Glossary\.md\)/);
        expect(run.stderr, args[0]).not.toContain('ma init');
      }
    }
    const init = await runMa(['init', file]);
    expect(init.code).toBe(2);
    expect(init.stderr).toContain('is a file');
  }, 180_000);

  it('H17: an unknown meeting name offers the closest names', async () => {
    const run = await runMa(['summarize', 'Remote control kikoff', '--vault', vault.root]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('did you mean "2026-03-09 Remote control kickoff"');
    const typo = await runMa([
      'tool',
      'list_projects',
      '--meeting',
      '2026-03-10 remote control functonal design',
      '--vault',
      vault.root,
    ]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/did you mean "2026-03-10 Remote control functional design"/);
    const far = await runMa(['summarize', 'zzzzzzzzzzzzzzzzzzzz', '--vault', vault.root]);
    expect(far.code).toBe(2);
    expect(far.stderr).not.toContain('did you mean');
    expect(far.stderr).toContain('known:');
  }, 120_000);
});
