/**
 * V3: hostile numeric arguments in an agent run (the AI SDK validates, then the tool runs): a
 * model sending 1e300, -5, 0, 2.5, "3", null, 1e309 (Infinity once parsed) or a reversed range
 * gets, for each call, a clamped read or a refusal naming the argument — never a crash, never the
 * whole file for a bound past the end — and a write with a reversed range is refused as
 * `from (N) is after to (M)` with every project file and the transcript byte-identical.
 * Real scripted server, temp sample vault.
 * Spec: docs/tools.md, Rules shared by all tools (Line ranges, Numeric arguments, Write modes); issue V3.
 */
import type { ChatRequest, ScriptedToolCall, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, snapshot, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const transcript = `Transcripts/${functionalName}.md`;
const project = { project: 'remote-control', path: 'decisions.md' };

/** Each call with what its result must match. */
const calls: Array<[ScriptedToolCall, RegExp]> = [
  [
    { name: 'read_transcript', arguments: { from: 1e300 } },
    // An agent run's arguments come parsed (the AI SDK's JSON.parse): shown plainly, `1e300` (L64).
    /^Transcripts\/.* · no lines in range: from 1e300 is past the end \(603 lines\)$/,
  ],
  [
    { name: 'read_transcript', arguments: { from: 602, to: 1e300 } },
    /^Transcripts\/.* · lines 602–603 of 603\n/,
  ],
  [{ name: 'read_transcript', arguments: { from: -5, to: 2 } }, /^Transcripts\/.* · lines 1–2 of 603\n/],
  [{ name: 'read_transcript', arguments: { from: 2.5 } }, /^refused: .*\bfrom: expected a whole number/],
  [
    { name: 'read_transcript', arguments: { from: '3', to: 4 } },
    /^refused: .*\bfrom: expected a whole number/,
  ],
  // Raw arguments JSON cannot keep are refused quoting what the model wrote, not the Infinity it parses to (L499).
  [
    { name: 'read_transcript', arguments: '{"to": 1e309}' },
    /^refused: .*\bto: 1e309 is beyond the numbers JSON can hold/,
  ],
  [
    { name: 'read_projectfile', arguments: { ...project, from_char: 2.5 } },
    /from_char: expected a whole number/,
  ],
  [
    { name: 'write_projectfile', arguments: { ...project, content: 'x', from: 5, to: 2 } },
    /^refused: from \(5\) is after to \(2\); nothing was written; /,
  ],
  [
    { name: 'write_projectfile', arguments: { ...project, content: 'x', from: 1e300, to: 1e300 } },
    /^refused: line range outside the file \(it has \d+ lines\)/,
  ],
  [
    { name: 'write_projectfile', arguments: { ...project, content: 'x', insert: -5 } },
    /^refused: insert must be a whole number >= 1, got -5; nothing was written; /,
  ],
  [
    { name: 'write_projectfile', arguments: { ...project, content: 'x', from: 1, to: '3' } },
    /^refused: .*\bto: expected a whole number/,
  ],
  [
    { name: 'write_context', arguments: { content: 'x', from: 3, to: 1 } },
    /^refused: from \(3\) is after to \(1\); nothing was written; /,
  ],
  [
    { name: 'override_speaker', arguments: { speaker: 'Marketing', name: 'Bob', from: 50, to: 20 } },
    /^refused: from \(50\) is after to \(20\); nothing was changed; /,
  ],
  [
    { name: 'search', arguments: { query: 'casing', limit: 0 } },
    /^refused: limit must be a whole number >= 1, got 0; /,
  ],
  [{ name: 'list_past_project_meetings', arguments: { limit: 1e300 } }, /^Summaries\/2026-03-09 /],
];

const summary = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';

function script(_req: ChatRequest, index: number): ScriptedTurn {
  if (index === 0) return { toolCalls: calls.map(([call]) => call) };
  if (index === 1) return { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] };
  return { text: 'Done.' };
}

describe('V3: hostile numeric arguments in an agent run', () => {
  it('V3: reads clamp or refuse naming the argument, writes refuse reversed ranges; files unchanged', async () => {
    h = await startHarness(script, { model: { maxSteps: 6 } });
    const before = await snapshot(h.root);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.summaryPath).toBe(`Summaries/${functionalName}.md`);
    const texts = (h.server.requests[1]?.body.messages ?? [])
      .filter((m) => m.role === 'tool')
      .map((m) => String(m.content).replace(/^"|"$/g, '').replace(/\\n/g, '\n'));
    expect(texts).toHaveLength(calls.length);
    for (const [i, [call, expected]] of calls.entries()) {
      expect(texts[i], `${call.name} ${JSON.stringify(call.arguments)}`).toMatch(expected);
    }
    const after = await snapshot(h.root);
    for (const rel of [transcript, 'Projects/remote-control/decisions.md', 'Glossary.md'])
      expect(after[rel], rel).toBe(before[rel]);
  });
});
