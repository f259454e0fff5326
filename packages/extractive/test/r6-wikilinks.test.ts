import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseNote, streamLines } from '@ma/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExtractiveSummary, summarizeExtractive, summarizeExtractiveLines } from '../src/index.js';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ma-r6-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Writes a transcript note (frontmatter + `[HH:MM:SS] **Speaker:** text` lines) into the temp vault. */
async function transcriptNote(name: string, turns: readonly string[]): Promise<string> {
  const body = turns
    .map((t, i) => {
      const at = t.indexOf(': ');
      const mm = String(Math.floor(i / 2)).padStart(2, '0');
      return `[00:${mm}:${i % 2 ? '30' : '00'}] **${t.slice(0, at)}:** ${t.slice(at + 2)}`;
    })
    .join('\n');
  const file = path.join(root, `${name}.md`);
  await writeFile(file, `---\nmeeting: "[[Meetings/${name}]]"\nlanguage: en\n---\n${body}\n`, 'utf8');
  return file;
}

/** Summarises a transcript note the way the agent does: body lines streamed from the file, cited as file lines. */
async function summarizeFile(
  file: string,
  options: { userNotes?: string; attendees?: string[]; maxKeyPoints?: number } = {},
): Promise<{ result: ExtractiveSummary; fileLines: string[] }> {
  const text = await readFile(file, 'utf8');
  const note = parseNote(text);
  const lines: string[] = [];
  let n = 0;
  for await (const line of streamLines(file)) if (++n >= note.bodyStartLine) lines.push(line);
  const input = {
    meetingDate: '2026-03-09',
    language: 'en',
    lineOffset: note.bodyStartLine - 1,
    ...options,
  };
  const result = await summarizeExtractiveLines(lines, input);
  // The streamed and the in-memory engine agree, links and all.
  expect(summarizeExtractive({ transcript: note.body, ...input }).body).toBe(result.body);
  return { result, fileLines: text.split('\n') };
}

/** Every `[[` in a text is closed by its own `]]`, and no bracket is left on its own. */
function expectWholeLinks(text: string): void {
  const withoutLinks = text
    .replace(/^- \[ \] /, '')
    .replace(/\[\[[^[\]]+\]\]/g, '')
    .replace(/\[[^[\]]*\]\([^()]*\)/g, '');
  expect(withoutLinks, text).not.toMatch(/[[\]]/);
}

const BUDGET = [
  'Alice Moreau: Okay, let us start with the catering budget for the community centre launch next month.',
  'Bob Chen: I will ask [[Carol Jones]] about the venue and the main hall for the launch event.',
  "Alice Moreau: We decided to go with [[Carol Jones|Carol]]'s proposal for the catering budget of the launch event.",
  'Carol Jones: I will send the revised catering quote to [[People/Dave Smith#Role]] by Friday.',
  'Bob Chen: We decided to use the floor plan in ![[Floor plan 2026.png]] for the stage and the food stalls.',
  // E123: five content terms ("drinks and snacks"), so the line stays a key point whose link is checked below.
  'Dave Smith: Let us go with the second supplier from [[Suppliers#^quote-b]] for the drinks and snacks at the launch.',
  'Alice Moreau: Good, so we agreed that [[Dave Smith]] handles the supplier contract and [[Carol Jones|Carol]] the menu.',
  'Bob Chen: So we decided to hire the stage lighting from [Harbour Lights](Suppliers/Harbour%20Lights.md) for the launch.',
  'Dave Smith: I will check the drinks licence and the insurance certificate for the launch tomorrow.',
];

describe('R6: wikilinked people and notes in transcripts and user notes', () => {
  it('R6: every link form on a transcript line (plain, alias, folder + heading, block, embed, Markdown) is quoted whole, never half', async () => {
    const { result } = await summarizeFile(await transcriptNote('R6 budget', BUDGET), { maxKeyPoints: 12 });
    const quoted = [...result.keyPoints, ...result.decisions, ...result.nextSteps].map((i) => i.text);
    for (const text of quoted) expectWholeLinks(text);
    for (const line of result.body.split('\n')) expectWholeLinks(line);
    // Links stay links in the rendered Markdown (backlinks from the summary to the person's note).
    expect(result.body).toContain('I will ask [[Carol Jones]] about the venue');
    expect(result.body).toContain("We decided to go with [[Carol Jones|Carol]]'s proposal");
    expect(result.body).toContain('to [[People/Dave Smith#Role]] by Friday');
    expect(result.body).toContain(
      'so we agreed that [[Dave Smith]] handles the supplier contract and [[Carol Jones|Carol]] the menu',
    );
    expect(result.body).toContain('from [[Suppliers#^quote-b]] for the drinks');
    expect(result.body).toContain('from [Harbour Lights](Suppliers/Harbour%20Lights.md) for the launch');
    // An embed is linked, not shown inline inside a summary bullet.
    expect(result.body).not.toContain('![[');
    expect(result.body).toContain('use the floor plan in [[Floor plan 2026.png]] for the stage');
  });

  it('R6: the words of a quoted item are on its cited file line, links included', async () => {
    const { result, fileLines } = await summarizeFile(await transcriptNote('R6 cited', BUDGET));
    const items = [...result.keyPoints, ...result.decisions, ...result.nextSteps];
    expect(items.length).toBeGreaterThan(4);
    // (An embed is quoted as a link: its "!" is the one character left out.)
    for (const item of items)
      expect(fileLines[(item.line as number) - 1]?.replace('![[', '[[')).toContain(item.text.slice(1, -1));
  });

  it('R6: a wikilinked speaker label and a wikilinked addressee still make owners', async () => {
    const { result } = await summarizeFile(
      await transcriptNote('R6 speakers', [
        '[[Alice Moreau]]: Right, the launch budget is the only item on the agenda for this morning.',
        '[[People/Carol Jones|Carol]]: The catering quote came back higher than we expected for the launch.',
        '[[Alice Moreau]]: [[Carol Jones|Carol]], can you ask the caterer for a cheaper menu by Thursday?',
        '[[People/Carol Jones|Carol]]: Yes, I will ask them for two cheaper menus and send both to the group.',
      ]),
    );
    expect(result.nextSteps).toEqual([
      expect.objectContaining({
        owner: '[[People/Carol Jones|Carol]]',
        text: 'Ask the caterer for a cheaper menu by Thursday',
        due: '2026-03-12',
      }),
      expect.objectContaining({ owner: '[[People/Carol Jones|Carol]]', due: null }),
    ]);
    // L55: Carol is linked at her first mention (a Summary key point); as an owner she is named.
    expect(result.body).toContain('- [ ] Carol: Ask the caterer for a cheaper menu');
    expect(result.body.match(/\[\[People\/Carol Jones\|Carol\]\]/g)).toHaveLength(1);
  });

  it('R6: third-person assignments are next steps, owned by the named speaker or attendee, due only when stated for that task', async () => {
    const { result } = await summarizeFile(
      await transcriptNote('R6 third person', [
        'Alice Moreau: Okay, the launch is in four weeks, so let us go through who does what before then.',
        'Bob Chen: The printed programme is still missing the sponsor logos and the final running order.',
        'Alice Moreau: Bob will send the report to the sponsors by Friday.',
        'Alice Moreau: Carol is going to draft the budget for the catering and the stage hire.',
        'Alice Moreau: Dave to check the invoices from the drinks supplier.',
        'Bob Chen: And [[Dave Smith|Dave]] is going to book the sound engineer for the whole afternoon next week.',
        'Alice Moreau: Great, Priya to print the programmes and Bob to collect the banners on Monday.',
        'Alice Moreau: Maybe Bob will send the photos too, we will see how the day goes.',
        'Bob Chen: I asked Dave to check the fire exits at the venue last week and they were fine.',
      ]),
      { attendees: ['[[People/Carol Jones|Carol]]', 'Dave Smith', 'Alice Moreau'] },
    );
    const steps = result.nextSteps.map((s) => ({ owner: s.owner, text: s.text, due: s.due }));
    expect(steps).toEqual([
      { owner: 'Bob Chen', text: 'Send the report to the sponsors by Friday.', due: '2026-03-13' },
      {
        owner: '[[People/Carol Jones|Carol]]',
        text: 'Draft the budget for the catering and the stage hire.',
        due: null,
      },
      { owner: 'Dave Smith', text: 'Check the invoices from the drinks supplier.', due: null },
      {
        owner: 'Dave Smith',
        text: 'Book the sound engineer for the whole afternoon next week.',
        due: '2026-03-20', // E151: the Friday of the week after the meeting's
      },
      // A name that is no speaker or attendee keeps the name in the task, owner unknown.
      { owner: null, text: 'Priya to print the programmes', due: null },
      { owner: 'Bob Chen', text: 'Collect the banners on Monday.', due: '2026-03-16' },
    ]);
    // The hedged one ("Maybe Bob will …") and the past request ("I asked Dave to check …") are not tasks.
    expect(result.body.slice(result.body.indexOf('## Next steps'))).not.toMatch(/photos|fire exits/);
  });

  it('R6: user notes keep their links whole, embeds become links, and a linked person owns the task', async () => {
    const { result } = await summarizeFile(await transcriptNote('R6 notes', BUDGET), {
      userNotes: [
        "- Decision: use [[Carol Jones|Carol]]'s caterer for the launch",
        '- [ ] [[Dave Smith]] to book ![[Town Hall]] by Monday',
        '- [[People/Bob Chen#Contact|Bob]] will send the floor plan to the fire officer',
        '- Talked with [[People/Carol Jones#Role|Carol]] about the menu in [[Menu#^vegan]]',
      ].join('\n'),
    });
    expect(result.decisions.at(-1)).toMatchObject({
      text: "Decision: use [[Carol Jones|Carol]]'s caterer for the launch",
      source: 'user-notes',
    });
    expect(result.nextSteps.filter((s) => s.source === 'user-notes')).toEqual([
      expect.objectContaining({
        owner: 'Dave Smith',
        text: '[[Dave Smith]] to book [[Town Hall]] by Monday',
        due: '2026-03-16',
      }),
      expect.objectContaining({
        owner: 'Bob Chen',
        text: '[[People/Bob Chen#Contact|Bob]] will send the floor plan to the fire officer',
      }),
    ]);
    expect(result.body).toContain(
      '  - Talked with [[People/Carol Jones#Role|Carol]] about the menu in [[Menu#^vegan]]',
    );
    for (const line of result.body.split('\n')) expectWholeLinks(line);
  });
});
