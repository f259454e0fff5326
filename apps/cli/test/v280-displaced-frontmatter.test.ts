/**
 * V280 (hostile B09's kind): a meeting note whose frontmatter block does not start the file — a blank
 * line, a space, a second byte-order mark (a BOM written twice: PowerShell or an editor adding one to a
 * text that had one) or a zero-width space before its `---` — was read as a note without frontmatter
 * (as Obsidian shows it: no properties). `add_attendee` then put a second block above the user's keys:
 * `attendees: Bob Sample` alone plus a `context:` link, the user's attendees, transcript link and date
 * stranded below as text. Now every read that parses frontmatter and every edit refuses such a note,
 * naming the `---` line and what stands before it, and the file keeps its bytes. A `---` rule after a
 * blank line followed by prose stays body (B07), and one BOM is still understood (B09).
 * The built `ma`, a temp copy of the sample vault.
 * Spec: docs/frontmatter.md (Blocks that do not start the note); docs/hostile-cases.md B07, B09.
 */

import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const SOURCE = 'Meetings/2026-03-10 Remote control functional design.md';
const BOM = '\uFEFF';
let vault: SampleVaultCopy;
let note: string;

beforeAll(async () => {
  vault = await copySampleVault();
  note = await readFile(join(vault.root, SOURCE), 'utf8');
});
afterAll(async () => vault.cleanup());

/** Writes `Meetings/<name>.md` as `text`, runs `ma tool <tool>` on it; the run and the file after. */
async function run(name: string, text: string, tool: string, args: object) {
  const path = join(vault.root, 'Meetings', `${name}.md`);
  await writeFile(path, text);
  const result = await runMa([
    'tool',
    tool,
    '--meeting',
    name,
    '--vault',
    vault.root,
    '--args',
    JSON.stringify(args),
  ]);
  return { ...result, after: await readFile(path, 'utf8') };
}

/** `add_attendee` on `Meetings/<name>.md` written as `text` exits 3 naming the displaced block `where`; the file keeps its bytes. */
async function refusedAddAttendee(name: string, text: string, where: string): Promise<void> {
  const edit = await run(name, text, 'add_attendee', { name: 'Bob Sample' });
  expect(edit.code, `${name}: ${edit.stdout}${edit.stderr}`).toBe(3);
  expect(edit.after, name).toBe(text);
  expect(edit.stderr, name).toContain(
    `Meetings/${name}.md: frontmatter does not start the note (Obsidian reads properties only from a "---" block on the very first line) ${where}; delete what stands before its opening --- line, so that the block starts the note`,
  );
}

const CASES: [string, string, string][] = [
  ['blank', '\n', '(line 2, column 1): before it: 1 blank line'],
  ['blanks', '\r\n \r\n', '(line 3, column 1): before it: 2 blank lines, a space'],
  ['space', ' ', '(line 1, column 2): before it: a space'],
  ['tab', '\t', '(line 1, column 2): before it: a tab'],
  ['two-boms', `${BOM}${BOM}`, '(line 1, column 2): before it: U+FEFF (a second byte-order mark)'],
  ['zero-width', '\u200B', '(line 1, column 2): before it: U+200B (a zero-width space)'],
  ['word-joiner', `${BOM}\u2060`, '(line 1, column 2): before it: U+2060 (a word joiner)'],
];

describe('V280: frontmatter that does not start the note is refused, never given a second block', () => {
  it('V280: add_attendee refuses each lead (blank lines, spaces, a second BOM, zero-width), file unchanged', async () => {
    for (const [name, lead, where] of CASES) {
      const text = `${lead}${note}`;
      await refusedAddAttendee(`v280-${name}`, text, where);
      const read = await run(`v280-${name}`, text, 'read_meetingnote', { to: 3 });
      expect(read.code, name).toBe(3);
      expect(read.stderr, name).toContain('frontmatter does not start the note');
    }
  });

  it('V280: a language opening after the lead is refused too; a --- rule before prose and one BOM are not', async () => {
    const js = await run('v280-js', `\n---js\n{ attendees: ["Ann"] }\n---\n${note}`, 'add_attendee', {
      name: 'Bob Sample',
    });
    expect(js.code).toBe(3);
    expect(js.stderr).toContain('frontmatter does not start the note');

    const rule = `\n---\nHallway chat with Ann about the budget.\n---\n`;
    const ruled = await run('v280-rule', rule, 'add_attendee', { name: 'Bob Sample' });
    expect(ruled.code, ruled.stderr).toBe(0);
    expect(ruled.after.endsWith(rule)).toBe(true);

    const one = await run('v280-one-bom', `${BOM}${note}`, 'add_attendee', { name: 'Bob Sample' });
    expect(one.code, one.stderr).toBe(0);
    expect(one.after.startsWith(`${BOM}---\n`)).toBe(true);
    expect(one.after).toContain('  - User Interface\n  - Bob Sample\n');
  });

  it('L620: a displaced block that no --- line closes is refused alike, every file unchanged', async () => {
    // Read as body before: add_attendee put a second block (attendees: Bob Sample) above the user's keys.
    const open = note.replace(/\n---\n/, '\n');
    expect(open.match(/^---$/gm)).toHaveLength(1);
    for (const [name, lead, where] of CASES) {
      await refusedAddAttendee(
        `l620-${name}`,
        `${lead}${open}`,
        `${where}; no "---" line closes the block either`,
      );
      await rm(join(vault.root, 'Meetings', `l620-${name}.md`));
    }
  });

  it('V280: ma doctor names the note and says to delete what stands before the --- line', async () => {
    const meetings = join(vault.root, 'Meetings');
    for (const name of await readdir(meetings)) if (name.startsWith('v280-')) await rm(join(meetings, name));
    await writeFile(join(meetings, 'v280-doctor.md'), `\n${note}`);
    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).toContain(
      'Meetings/v280-doctor.md: frontmatter does not start the note (Obsidian reads properties only from a "---" block on the very first line) (line 2, column 1): before it: 1 blank line',
    );
    expect(doctor.stdout).toMatch(
      /^ {5}fix: .*frontmatter that does not start the note: delete what stands before its opening --- line/m,
    );
    expect(doctor.stdout).not.toContain('frontmatter that is not valid YAML');
  });

  it('V280: the offline engine refuses a transcript whose block does not start it, as every other read does', async () => {
    // The stream the offline engine reads looked for a block on line 1 only: the transcript's keys were
    // summarized as spoken lines (exit 0) while `ma doctor` and the agent's read refused the note.
    const transcript = join(vault.root, 'Transcripts', '2026-03-05 Meeting Recorder weekly.md');
    const summary = join(vault.root, 'Summaries', '2026-03-05 Meeting Recorder weekly.md');
    const original = await readFile(transcript, 'utf8');
    const summarize = () =>
      runMa([
        'summarize',
        '2026-03-05 Meeting Recorder weekly',
        '--engine',
        'extractive',
        '--force',
        '--vault',
        vault.root,
      ]);
    try {
      for (const [lead, where] of [
        ['\n', '(line 2, column 1): before it: 1 blank line'],
        [' \r\n\u200B', '(line 2, column 2): before it: 1 blank line, a space, U+200B (a zero-width space)'],
      ] as const) {
        await writeFile(transcript, `${lead}${original}`);
        const run = await summarize();
        expect(run.code, JSON.stringify(lead)).not.toBe(0);
        expect(run.stderr).toContain(
          `Transcripts/2026-03-05 Meeting Recorder weekly.md: frontmatter does not start the note (Obsidian reads properties only from a "---" block on the very first line) ${where}`,
        );
        expect(existsSync(summary)).toBe(false);
      }
      // A --- rule before prose after a blank line is body, summarized as before.
      const body = original.slice(original.indexOf('\n---\n', 4) + 5);
      await writeFile(transcript, `\n---\nRecorded in room 2.\n---\n${body}`);
      const ruled = await summarize();
      expect(ruled.code, ruled.stderr).toBe(0);
    } finally {
      await writeFile(transcript, original);
    }
  });
});
