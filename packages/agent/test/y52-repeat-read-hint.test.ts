/**
 * review12 Y52: a model that reads the same transcript range again in a LATER step is told so in
 * that result (`note: lines 1–40 were already read at step 1; read on from 41`), for
 * read_transcript and the compact profile's `query_meeting` transcript view; reads of the same
 * range in ONE step (parallel calls of one reply) are answered alike, without the note. Since newcomer
 * session 33 N2 the identical call with unchanged content gets the note INSTEAD of the lines again.
 * Real agent loop, scripted server, temp sample vault.
 * Spec: seed 002 / docs/tools.md (line ranges: read on from where a read ended); review12 Y52.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';
const HINT = /note: lines 1–40 were already read at step 1; read on from 41/;

/** The tool messages (their text) of request `i`, in order. */
function toolResults(i: number): string[] {
  const messages = h?.server.requests[i]?.body.messages ?? [];
  return messages.filter((m) => m.role === 'tool').map((m) => JSON.stringify(m.content));
}

describe('Y52: a transcript range read again in a later step', () => {
  it('read_transcript: parallel reads of one step get no already-read note; the same range in a later step gets one', async () => {
    const read = { name: 'read_transcript', arguments: { from: 1, to: 40 } };
    h = await startHarness([
      { toolCalls: [read, read] },
      { toolCalls: [read] },
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 41, to: 60 } }] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const first = toolResults(1);
    expect(first).toHaveLength(2);
    expect(first[0]).toContain('lines 1–40 of');
    // R230 (session 44): the identical copy in the same reply gets a pointer to the first answer, not the lines again.
    expect(first[1]).toContain('was called more than once in this reply; its result is given once');
    expect(first.join('\n')).not.toMatch(/already read/);
    const second = toolResults(2).at(-1) as string;
    expect(second).toMatch(HINT);
    // Newcomer session 33 N2: the same call with its content unchanged gets the note instead of the lines.
    expect(second).not.toContain('lines 1–40 of');
    expect(second).toMatch(/read on from 41, or write the summary/);
    expect(toolResults(3).at(-1)).not.toMatch(/already read/);
  });

  it('compact profile: query_meeting transcript view gets the same note in a later step', async () => {
    const read = { name: 'query_meeting', arguments: { view: 'transcript', filters: { from: 1, to: 40 } } };
    h = await startHarness(
      [
        { toolCalls: [read] },
        { toolCalls: [read] },
        {
          toolCalls: [
            { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
          ],
        },
        { text: 'Done.' },
      ],
      { config: { tools: { profile: 'compact' } } as never },
    );
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(toolResults(1).at(-1)).not.toMatch(/already read/);
    expect(toolResults(2).at(-1)).toMatch(HINT);
  });
});
