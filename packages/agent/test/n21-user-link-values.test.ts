/**
 * N21 (review 2): `ma summarize` must never overwrite a user's own `summary:` / `context:` value
 * that is not the product's link — a web address, a list (the user's own summary note + a Google
 * Docs link), a mapping, a heading link. The value stays byte for byte, the default notes are
 * written, and the run says what was not linked and why (run warnings, the context note's run
 * record). Real files on a temp copy of the sample vault, offline engine.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const NAME = '2026-04-03 SL';
const MEETING = `Meetings/${NAME}.md`;
const HEAD = `---\ntitle: SL\ndate: 2026-04-03\nstatus: ended\ntranscript: "[[Transcripts/${NAME}]]"\n`;

/** Gives the meeting a transcript of its own (the kickoff's lines), as M6 requires: never another meeting's. */
async function ownTranscript(root: string): Promise<void> {
  const kickoff = await readFile(path.join(root, 'Transcripts/2026-03-09 Remote control kickoff.md'), 'utf8');
  await writeFile(
    path.join(root, `Transcripts/${NAME}.md`),
    kickoff.replace(/^meeting: .*$/m, `meeting: "[[Meetings/${NAME}]]"`),
  );
}

/** The frontmatter lines between `status: ended` and `---` of each case, and what each property holds. */
const CASES: { name: string; yaml: string; keys: ('summary' | 'context')[] }[] = [
  {
    name: 'a list (own note + Google Docs) and a URL',
    yaml: 'summary:\n  - "[[Notes/My handwritten summary]]"\n  - "https://docs.google.com/document/d/abc"\ncontext: "https://notion.so/page"\n',
    keys: ['summary', 'context'],
  },
  { name: 'a URL as summary', yaml: 'summary: https://docs.google.com/document/d/abc\n', keys: ['summary'] },
  { name: 'a mapping as context', yaml: 'context:\n  notion: https://notion.so/page\n', keys: ['context'] },
  {
    name: 'a heading link to a note that does not exist',
    yaml: 'summary: "[[Summaries/Elsewhere#Decisions]]"\n',
    keys: ['summary'],
  },
  // A one-item list is its link (review6 S8); a list of two is not one link.
  {
    name: 'a list of two',
    yaml: 'context:\n  - "[[Notes/Prep]]"\n  - "[[Notes/Other]]"\n',
    keys: ['context'],
  },
];

describe('N21: user values of summary:/context: survive a run', () => {
  for (const c of CASES) {
    it(`N21: ${c.name} is left as written, the default notes are used, and the run says so`, async () => {
      h = await startHarness([], { model: null });
      await ownTranscript(h.root);
      await writeFile(path.join(h.root, MEETING), `${HEAD}${c.yaml}---\nbody\n`);
      const result = await summarizeMeeting({ vault: h.vault, meeting: NAME, env: {}, engine: 'extractive' });
      expect(result.summaryPath).toBe(`Summaries/${NAME}.md`);
      expect(result.contextPath).toBe(`Assistant/${NAME}.md`);
      const note = await h.read(MEETING);
      // Every byte of the user's value is still there; only status changed (and blank links were added).
      expect(note).toContain(c.yaml);
      expect(note).toContain('status: summarized');
      for (const key of ['summary', 'context'] as const) {
        if (c.keys.includes(key)) continue;
        expect(note).toContain(`${key}: "[[${key === 'summary' ? 'Summaries' : 'Assistant'}/${NAME}]]"`);
      }
      const context = await h.read(result.contextPath);
      for (const key of c.keys) {
        const used = key === 'summary' ? result.summaryPath : result.contextPath;
        const warning = result.warnings.find((w) => w.includes(`${key}`) && w.includes('left as written'));
        expect(warning, result.warnings.join('\n')).toBeDefined();
        expect(warning).toContain(`using ${used} instead`);
        expect(warning).toContain(`does not link ${used}`);
        expect(warning).not.toContain('now links');
        // The run record says it too (the context note is where a later reader looks).
        expect(context).toContain(warning as string);
      }
    });
  }

  it('N21: a second run keeps the value and warns again (never silent, never replaced later)', async () => {
    h = await startHarness([], { model: null });
    const yaml = 'context: "https://notion.so/page"\n';
    await ownTranscript(h.root);
    await writeFile(path.join(h.root, MEETING), `${HEAD}${yaml}---\nbody\n`);
    await summarizeMeeting({ vault: h.vault, meeting: NAME, env: {}, engine: 'extractive' });
    const again = await summarizeMeeting({
      vault: h.vault,
      meeting: NAME,
      env: {},
      engine: 'extractive',
      force: true,
    });
    expect(await h.read(MEETING)).toContain(yaml);
    expect(
      again.warnings.some((w) => w.includes('https://notion.so/page') && w.includes('left as written')),
    ).toBe(true);
  });
});

describe('V74: an emptied summary:/context: list is no value of the user', () => {
  it('V74: summary: [] and context: [""] are filled with the links, with no "left as written" warning', async () => {
    h = await startHarness([], { model: null });
    await ownTranscript(h.root);
    await writeFile(path.join(h.root, MEETING), `${HEAD}summary: []\ncontext: [""]\n---\nbody\n`);
    const result = await summarizeMeeting({ vault: h.vault, meeting: NAME, env: {}, engine: 'extractive' });
    const note = await h.read(MEETING);
    expect(note).toContain(`summary: "[[Summaries/${NAME}]]"`);
    expect(note).toContain(`context: "[[Assistant/${NAME}]]"`);
    expect(result.warnings.filter((w) => w.includes('left as written'))).toEqual([]);
  });
});
