/**
 * Leftovers L226 (after L221 / newcomer session 33 N2): an identical repeat of a read-only call is
 * answered with a note instead of the result. That note named the lines not read yet only for
 * read_transcript-style results of the granular profile; the compact profile's `query_meeting` (whose
 * results are one JSON object, C11) got a plain-text note without them, and a big file's `of at least N`
 * header or a cut listing gave no read-on either. Now every read-only tool of both profiles: a repeat's
 * note names the lines of that file not read yet and the call that reads on (in the profile's own
 * form), a cut listing's repeat names its next page, and a compact repeat stays one JSON object.
 * Real agent loop, @ma/testkit's scripted server (plain and streamed), temp sample vault.
 * Spec: docs/tools.md (Repeated calls; Compact profile: every result one JSON object); seed 002.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, kickoffName, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';

/** The last tool result's output (as the model got it) of request `i`. */
function lastResult(i: number): string {
  const messages = h?.server.requests[i]?.body.messages ?? [];
  const content = messages.filter((m) => m.role === 'tool').at(-1)?.content;
  return typeof content === 'string' ? content : JSON.stringify(content ?? '');
}

/** The result text of the last tool message of request `i`, unwrapped from the wire format. */
function lastText(i: number): string {
  const messages = h?.server.requests[i]?.body.messages ?? [];
  const m = messages.filter((x) => x.role === 'tool').at(-1) as { content?: unknown } | undefined;
  return typeof m?.content === 'string' ? m.content : lastResult(i);
}

/** Runs: the call, the same call in the next step, then a summary. Returns the two results. */
async function repeatOf(
  call: { name: string; arguments: Record<string, unknown> },
  stream: boolean,
  compact: boolean,
): Promise<{ first: string; repeat: string }> {
  const write = compact
    ? { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } }
    : { name: 'write_summary', arguments: { content: SUMMARY } };
  h = await startHarness(
    [{ toolCalls: [call] }, { toolCalls: [call] }, { toolCalls: [write] }, { text: 'Done.' }],
    compact ? { config: { tools: { profile: 'compact' } } as never } : {},
  );
  const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
  expect(run.summaryPath).toBeTruthy();
  return { first: lastText(1), repeat: lastText(2) };
}

const GRANULAR: Array<[string, Record<string, unknown>, string, RegExp]> = [
  [
    'read_meetingnote',
    { from: 1, to: 3 },
    'Meetings/2026-03-10 Remote control functional design.md',
    /read_meetingnote with from=4/,
  ],
  ['read_glossary', { from: 1, to: 2 }, 'Glossary.md', /read_glossary with from=3/],
  [
    'read_usernotes',
    { from: 1, to: 2 },
    'Notes/2026-03-10 Remote control functional design.md',
    /read_usernotes with from=3/,
  ],
  [
    'read_projectfile',
    { project: 'remote-control', path: 'requirements.md', from: 1, to: 2 },
    'Projects/remote-control/requirements.md',
    /read_projectfile with project=remote-control, path=requirements\.md, from=3/,
  ],
  [
    'read_past_project_meeting_summary',
    { summary: kickoffName, from: 1, to: 2 },
    `Summaries/${kickoffName}.md`,
    /read_past_project_meeting_summary with summary="2026-03-09 Remote control kickoff", from=3/,
  ],
  // L285: spoken lines (7 on): a run that read only the transcript's frontmatter is refused.
  [
    'read_transcript',
    { from: 7, to: 9 },
    'Transcripts/2026-03-10 Remote control functional design.md',
    /read_transcript with from=10/,
  ],
];

const COMPACT: Array<[string, Record<string, unknown>, string]> = [
  ['note', { from: 1, to: 3 }, 'Meetings/2026-03-10 Remote control functional design.md'],
  ['glossary', { from: 1, to: 2 }, 'Glossary.md'],
  ['usernotes', { from: 1, to: 2 }, 'Notes/2026-03-10 Remote control functional design.md'],
  [
    'projectfile',
    { project: 'remote-control', path: 'requirements.md', from: 1, to: 2 },
    'Projects/remote-control/requirements.md',
  ],
  ['past_summary', { meeting: kickoffName, from: 1, to: 2 }, `Summaries/${kickoffName}.md`],
  ['transcript', { from: 7, to: 9 }, 'Transcripts/2026-03-10 Remote control functional design.md'],
];

describe.each([false, true])('L226: a repeated read names what is left to read (stream: %s)', (stream) => {
  it.each(GRANULAR)(
    'granular %s: the repeat names the lines not read yet and the call that reads on',
    async (name, args, file, call) => {
      const to = (args.to as number) + 1;
      const { first, repeat } = await repeatOf({ name, arguments: args }, stream, false);
      expect(first).toContain(`${file} · lines ${args.from}–${args.to} of`);
      expect(repeat).toMatch(
        new RegExp(`were already read at step 1; read on from ${to}, or write the summary`),
      );
      // Lines before `from` (the transcript's frontmatter) are not read yet either.
      const before = (args.from as number) > 1 ? `1–${(args.from as number) - 1}, ` : '';
      expect(repeat).toMatch(
        new RegExp(`Lines of ${file.replace(/[.]/g, '\\.')} not read yet: ${before}${to}(–\\d+)?\\.`),
      );
      expect(repeat).toMatch(call);
      expect(repeat).not.toContain(`${file} · lines`);
    },
  );

  it.each(COMPACT)(
    'compact view %s: the repeat is one JSON object naming the lines not read yet and the query_meeting call',
    async (view, filters, file) => {
      const to = (filters.to as number) + 1;
      const { first, repeat } = await repeatOf(
        { name: 'query_meeting', arguments: { view, filters } },
        stream,
        true,
      );
      expect(JSON.parse(first)).toMatchObject({ view });
      const parsed = JSON.parse(repeat) as { view: string; text: string };
      expect(Object.keys(parsed).sort()).toEqual(['text', 'view']);
      expect(parsed.view).toBe(view);
      expect(parsed.text).toMatch(
        new RegExp(`^note: lines ${filters.from}–${to - 1} were already read at step 1; read on from ${to}`),
      );
      const before = (filters.from as number) > 1 ? `1–${(filters.from as number) - 1}, ` : '';
      expect(parsed.text).toContain(`Lines of ${file} not read yet: ${before}${to}`);
      const rest = Object.fromEntries(Object.entries(filters).filter(([k]) => k !== 'from' && k !== 'to'));
      expect(parsed.text).toContain(
        `To read on: call query_meeting with ${JSON.stringify({ view, filters: { ...rest, from: to } })}.`,
      );
    },
  );

  it('a big file read only as far as the range (`of at least N`): the repeat names the lines after it', async () => {
    const call = {
      name: 'read_projectfile',
      arguments: { project: 'remote-control', path: 'big.md', from: 1, to: 3 },
    };
    h = await startHarness([
      { toolCalls: [call] },
      { toolCalls: [call] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    // Issue #13: a file of 1 MiB or more the line index does not know is read only as far as the range.
    const line = `${'x'.repeat(70)}\n`;
    await writeFile(path.join(h.root, 'Projects/remote-control/big.md'), line.repeat(16_000));
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(lastText(1)).toMatch(/big\.md · lines 1–3 of at least \d+ \(not counted/);
    const repeat = lastText(2);
    expect(repeat).toMatch(/lines 1–3 were already read at step 1; read on from 4, or write the summary/);
    expect(repeat).toMatch(
      /Lines of Projects\/remote-control\/big\.md not read yet: (4–\d+, )?the lines after \d+ \(its line count is not known yet\)/,
    );
    expect(repeat).toContain(
      'To read on: call read_projectfile with project=remote-control, path=big.md, from=4.',
    );
  });

  it('a cut listing repeated: the note names its next page (granular and compact)', async () => {
    const list = { name: 'list_project_catalog', arguments: {} };
    // A small read budget: the catalog of three projects is cut after one.
    const limits = { ...(await loadConfig({ vault: tmpdir() })).limits, readChars: 60 };
    h = await startHarness(
      [
        { toolCalls: [list] },
        { toolCalls: [list] },
        // L285: a spoken line read (60 characters of it under this budget) before the summary.
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 7, to: 7 } }] },
        { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
        { text: 'Done.' },
      ],
      { config: { limits } },
    );
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(lastText(1)).toMatch(/call list_project_catalog with offset=\d+ to read on/);
    const page = /call list_project_catalog with offset=(\d+)/.exec(lastText(1))?.[1];
    expect(lastText(2)).toContain('is the same call as at step 1');
    expect(lastText(2)).toContain(
      `Its result was cut: call list_project_catalog with offset=${page} to read on`,
    );
    await h.close();

    const query = { name: 'query_meeting', arguments: { view: 'catalog' } };
    h = await startHarness(
      [
        { toolCalls: [query] },
        { toolCalls: [query] },
        {
          toolCalls: [
            { name: 'query_meeting', arguments: { view: 'transcript', filters: { from: 7, to: 7 } } },
          ],
        },
        {
          toolCalls: [
            { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
          ],
        },
        { text: 'Done.' },
      ],
      { config: { tools: { profile: 'compact' }, limits } as never },
    );
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const parsed = JSON.parse(lastText(2)) as { view: string; text: string };
    expect(parsed.view).toBe('catalog');
    expect(parsed.text).toMatch(
      /Its result was cut: call query_meeting with \{"view":"catalog","filters":\{"offset":\d+\}\} to read on/,
    );
  });
});
