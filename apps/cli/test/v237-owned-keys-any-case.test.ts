/**
 * V237 (V223's gaps, session 46 note): the summary's own keys were read exactly — `summaryTextState`
 * (`content_hash`, `generated_by`), `carryUserSummaryKeys` (which keys are the user's), the recorded
 * `transcript_hash`, the body link line, the `summary:` link of `search`'s scope — so a summary whose
 * keys Obsidian shows re-cased (`Content_Hash:`, `Generated_By:`) read as a note the product never
 * wrote (refused without --force), and a forced rewrite carried `Generated_By:` over as a user key
 * beside the new `generated_by:` (two spellings of one property: every later read refused). And
 * readMeeting's refusal of `Status:` beside `status:` named no note. Now each goes through core's
 * `frontmatterProperty`/`frontmatterProperties`, and the refusal starts with the note's path.
 * Built `ma` as a child process, a temp copy of the sample vault.
 * Spec: docs/frontmatter.md (V223); docs/summary-hash.md; docs/vault-format.md, Summary note.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const NAME = '2026-03-10 Remote control functional design';
const MEETING = `Meetings/${NAME}.md`;
const SUMMARY = `Summaries/${NAME}.md`;

describe('V237: the product reads its own keys in any case', { timeout: 300_000 }, () => {
  it('V237: a summary with Content_Hash:/Generated_By: is unchanged (replaced without --force), one spelling after', async () => {
    const root = t.vault.root;
    const summarize = () => runMa(['summarize', MEETING, '--engine', 'extractive', '--vault', root]);
    const first = await summarize();
    expect(first.code, first.stderr).toBe(0);
    const written = await readFile(path.join(root, SUMMARY), 'utf8');
    const recased = written
      .replace(/^content_hash:/m, 'Content_Hash:')
      .replace(/^generated_by:/m, 'Generated_By:')
      .replace(/^transcript_hash:/m, 'Transcript_Hash:');
    expect(recased).not.toBe(written);
    await writeFile(path.join(root, SUMMARY), recased);
    const again = await summarize();
    expect(again.code, again.stdout + again.stderr).toBe(0);
    const after = await readFile(path.join(root, SUMMARY), 'utf8');
    for (const key of ['content_hash', 'generated_by', 'transcript_hash'])
      expect(after.match(new RegExp(`^${key}:`, 'gim')), key).toHaveLength(1);
    const doctor = await runMa(['doctor', '--vault', root]);
    expect(doctor.stdout).not.toContain('differ only by case');
  });

  it('V237: Status: beside status: is refused naming the note', async () => {
    const root = t.vault.root;
    const text = (await readFile(path.join(root, MEETING), 'utf8')).replace(
      /^title:/m,
      'Status: ended\ntitle:',
    );
    await writeFile(path.join(root, MEETING), text);
    const run = await runMa(['summarize', MEETING, '--engine', 'extractive', '--vault', root]);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(
      `${MEETING}: frontmatter has two properties whose names differ only by case`,
    );
    const read = await runMa([
      'tool',
      'read_transcript',
      '--meeting',
      MEETING,
      '--args',
      '{"to":2}',
      '--vault',
      root,
    ]);
    expect(read.stdout + read.stderr).toContain(`${MEETING}: frontmatter has two properties`);
    expect(await readFile(path.join(root, MEETING), 'utf8')).toBe(text);
  });
});
