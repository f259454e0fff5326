/**
 * Issue 14 items 2–3 on the real scripted server and a temp copy of the sample vault: a
 * three-hour transcript (the functional design meeting's body four times over) against an
 * 8,192-token window. No request body exceeds the window (counted with the conservative
 * bytes/3 estimate over the whole raw body, plus the reply room the request leaves), the long
 * transcript is read in parts (map-reduce) covering 100 % of its lines, older tool results of the
 * tool loop are compacted to a note naming the lines read, and the summary's citations point to
 * transcript lines.
 * Spec: issue 14 items 2 (context budget) and 3 (long meetings).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, roleText, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const TRANSCRIPT = `Transcripts/${functionalName}.md`;
const WINDOW = 8192;

/** Makes the functional design transcript three hours long: its body four times over. */
async function makeThreeHours(root: string): Promise<{ first: number; last: number }> {
  const file = path.join(root, TRANSCRIPT);
  const text = await readFile(file, 'utf8');
  const lines = text.replace(/\n$/, '').split('\n');
  const bodyStart = lines.indexOf('---', 1) + 1; // 0-based index of the first body line
  const head = lines.slice(0, bodyStart);
  const body = lines.slice(bodyStart);
  const long = [...head, ...body, ...body, ...body, ...body];
  await writeFile(file, `${long.join('\n')}\n`);
  return { first: bodyStart + 1, last: long.length };
}

/** Chunk passes (no tools) answer with notes citing their range; the tool loop reads, then writes. */
function longMeetingScript(summary: string) {
  let loopStep = 0;
  return (req: ChatRequest): ScriptedTurn => {
    if (!req.body.tools || req.body.tools.length === 0) {
      const m = /lines (\d+)–(\d+)/.exec(roleText(req, 'user'));
      return { text: `- The team discussed the remote control design (L${m?.[1]}–L${m?.[2]}).` };
    }
    const step = loopStep++;
    if (step < 3) {
      const from = 7 + step * 120;
      return { toolCalls: [{ name: 'read_transcript', arguments: { from, to: from + 119 } }] };
    }
    if (step === 3) return { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] };
    return { text: 'Done.' };
  };
}

describe('I14 long meetings within an 8k window', () => {
  it('I14: a three-hour transcript: no request exceeds the window, map-reduce reads 100 % of the lines, citations point to transcript lines', async () => {
    const summary =
      '## Summary\nThe team discussed the remote control design (L7–L20).\n\n## Decisions\n\n## Next steps\n';
    h = await startHarness(longMeetingScript(summary), { model: { contextWindow: WINDOW, maxSteps: 12 } });
    const span = await makeThreeHours(h.root);
    expect(span.last - span.first + 1).toBeGreaterThan(2000);

    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });

    // Every request body, by the conservative bytes/3 estimate, leaves its reply room in the window.
    for (const req of h.server.requests) {
      const bodyTokens = Math.ceil(Buffer.byteLength(req.rawBody, 'utf8') / 3);
      const replyRoom = typeof req.body.max_tokens === 'number' ? req.body.max_tokens : 2048;
      expect(bodyTokens + replyRoom, `request #${req.index}`).toBeLessThanOrEqual(WINDOW);
    }

    // The chunk passes covered the whole body, in order, without gaps.
    const chunks = h.server.requests.filter((r) => !r.body.tools || r.body.tools.length === 0);
    expect(chunks.length).toBeGreaterThan(5);
    let next = span.first;
    for (const req of chunks) {
      const m = /lines (\d+)–(\d+) of (\d+)/.exec(roleText(req, 'user'));
      expect(Number(m?.[1])).toBe(next);
      next = Number(m?.[2]) + 1;
      expect(Number(m?.[3])).toBe(span.last);
    }
    expect(next).toBe(span.last + 1);

    // The main model got the notes with their line ranges and citations.
    const loop = h.server.requests.filter((r) => (r.body.tools?.length ?? 0) > 0);
    expect(roleText(loop[0]!, 'user')).toContain(`### Lines ${span.first}–`);
    expect(roleText(loop[0]!, 'user')).toContain(`(L${span.first}–L`);
    // Older reads were compacted into a note naming the lines read.
    const last = JSON.stringify(loop.at(-1)!.body.messages);
    expect(last).toContain(`read_transcript: ${TRANSCRIPT} · lines 7–`);
    expect(last).toContain('already read; removed to fit the context window');

    expect(run.coverage).toBe(100);
    const note = splitNote(await h.read(`Summaries/${functionalName}.md`));
    expect(note.frontmatter).toContain('coverage: 100');
    expect(note.body).not.toContain('> Note: the agent read');
    expect(note.body).toContain('(L7–L20)');
    const context = await h.read(run.contextPath);
    expect(context).toContain(`context window: ${WINDOW} tokens (model.contextWindow)`);
    expect(context).toMatch(
      new RegExp(`the transcript was read in ${chunks.length} parts by the main model`),
    );
    expect(context).toMatch(/older tool results? (was|were) replaced by a note/);
  });

  it('I14: a transcript that fits is read by the tool loop itself (no chunk passes)', async () => {
    const summary = '## Summary\nShort (L7–L9).\n\n## Decisions\n\n## Next steps\n';
    h = await startHarness(
      [
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 200 } }] },
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 201, to: 400 } }] },
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 401, to: 603 } }] },
        { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] },
        { text: 'Done.' },
      ],
      { model: { contextWindow: 131_072 } },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(h.server.requests).toHaveLength(5);
    expect(h.server.requests.every((r) => (r.body.tools?.length ?? 0) > 0)).toBe(true);
    expect(run.coverage).toBe(100);
    const context = await h.read(run.contextPath);
    expect(context).toContain('context window: 131072 tokens (model.contextWindow)');
    expect(context).not.toContain('long meeting');
  });
});
