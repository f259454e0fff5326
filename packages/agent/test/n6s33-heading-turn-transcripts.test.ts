/**
 * Session 33 leftovers (newcomer N6 rest): `ma summarize --engine extractive` of a meeting whose transcript NOTE
 * (in the vault, not via `ma import`) writes its speakers as heading lines — `### Anna Smith — 00:03`,
 * `## Anna (00:00:05)`, `> [!quote] Anna Smith 00:03` callouts, `**Anna Smith** 00:03` over the text — lost
 * the speakers (next steps without owners), silently. Now the next step has its owner; and a transcript none of
 * whose lines is read as a turn says so on the run (console) and in the run record, not blamed on the language.
 * Spec: docs/vault-format.md (Transcript note); newcomer session 32 N6.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SHAPES: Record<string, string> = {
  headings:
    '### Anna Smith \u2014 00:03\nWe decided to launch on April 14.\n\n' +
    '### Bob Stone \u2014 00:10\nI will send the launch deck to the board by Friday.\n\n' +
    '### Anna Smith \u2014 00:20\nThanks, Bob.\n',
  parens:
    '## Anna Smith (00:00:03)\n\nWe decided to launch on April 14.\n\n' +
    '## Bob Stone (00:00:10)\n\nI will send the launch deck to the board by Friday.\n\n' +
    '## Anna Smith (00:00:20)\n\nThanks, Bob.\n',
  callouts:
    '> [!quote] Anna Smith 00:03\n> We decided to launch on April 14.\n\n' +
    '> [!quote] Bob Stone 00:10\n> I will send the launch deck to the board by Friday.\n\n' +
    '> [!quote] Anna Smith 00:20\n> Thanks, Bob.\n',
  bold:
    '**Anna Smith** 00:03\nWe decided to launch on April 14.\n\n' +
    '**Bob Stone** 00:10\nI will send the launch deck to the board by Friday.\n\n' +
    '**Anna Smith** 00:20\nThanks, Bob.\n',
};

async function summarize(name: string, body: string) {
  const harness = h as Harness;
  await writeFile(
    path.join(harness.root, 'Meetings', `${name}.md`),
    `---\ntitle: ${name}\ndate: 2026-05-01\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
  );
  await writeFile(path.join(harness.root, 'Transcripts', `${name}.md`), `---\nlanguage: en\n---\n${body}`);
  const run = await summarizeMeeting({ vault: harness.vault, meeting: name, env: {}, engine: 'extractive' });
  return { run, summary: await harness.read(run.summaryPath), context: await harness.read(run.contextPath) };
}

describe('N6 (session 33): a transcript note with heading-line turns is summarized with its speakers', () => {
  it.each(Object.keys(SHAPES))('%s: the next step has its owner, no warning', async (shape) => {
    h = await startHarness([], { model: null });
    const { run, summary } = await summarize(`n6-${shape}`, SHAPES[shape] as string);
    expect(summary).toMatch(/Bob Stone.*send the launch deck|send the launch deck.*Bob Stone/);
    expect(run.warnings.join('\n')).not.toContain("speaker's turn");
  });

  it('a transcript none of whose lines is read as a turn: a warning on the run and in the run record, the language not blamed alone', async () => {
    h = await startHarness([], { model: null });
    const body =
      '~~ Anna Smith ~~ We decided to launch on April 14.\n~~ Bob Stone ~~ I will send the deck by Friday.\n';
    const { run, context } = await summarize('n6-unknown', body);
    const warning =
      "no line of the transcript Transcripts/n6-unknown.md was read as a speaker's turn (2 lines of text without a speaker)";
    expect(run.warnings.some((w) => w.startsWith(warning))).toBe(true);
    expect(context).toContain(`- warning: ${warning}`);
    expect(context).toContain("No line of the transcript was read as a speaker's turn");
  });
});
