/**
 * Issue 9 H11: a transcript of one 59,000-character line (speech-to-text without line breaks).
 * read_transcript shows it in parts within the output budget, each result says how to read on
 * (`from_char`), and coverage counts only what was shown: one part read → not covered, notice in
 * the summary; every part read → 100 %.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, messageTexts, splitNote, startHarness } from './harness.js';

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const SUMMARY = 'Summaries/2026-03-10 Remote control functional design.md';
const BODY_LINE = 7; // after the six frontmatter lines

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Replaces the transcript body with ONE line of exactly `chars` characters ending in "END-OF-MEETING". */
async function writeOneLineTranscript(chars: number): Promise<string> {
  const original = await (h as Harness).read(TRANSCRIPT);
  const frontmatter = original
    .split('\n')
    .slice(0, BODY_LINE - 1)
    .join('\n');
  const head = '[00:00:02] **Project Manager:** ';
  const filler = 'we talk about the remote control and its buttons. ';
  const tail = ' END-OF-MEETING';
  let body = head;
  while (body.length < chars - tail.length) body += filler;
  body = body.slice(0, chars - tail.length) + tail;
  await writeFile(path.join((h as Harness).root, TRANSCRIPT), `${frontmatter}\n${body}\n`);
  return body;
}

/** The text of every tool result the model was sent so far. */
const toolResults = (messages: Array<{ role: string; content?: unknown }>): string[] =>
  messageTexts(messages, 'tool');

const SUMMARY_TEXT = '## Summary\nThe remote control.\n\n## Decisions\n\n## Next steps\n';

describe('H11: huge lines', () => {
  it('H11: a model that follows the read-on hints reaches the end of a 59,000-character line; coverage 100', async () => {
    let wrote = false;
    h = await startHarness((req) => {
      const last = toolResults(req.body.messages as never).at(-1);
      if (last === undefined) return { toolCalls: [{ name: 'read_transcript', arguments: {} }] };
      const m = /call read_transcript with from=(\d+), from_char=(\d+) to read on$/.exec(last);
      if (m) {
        const args = { from: Number(m[1]), from_char: Number(m[2]) };
        return { toolCalls: [{ name: 'read_transcript', arguments: args }] };
      }
      if (wrote) return { text: 'Done.' };
      wrote = true;
      return { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY_TEXT } }] };
    });
    const body = await writeOneLineTranscript(59_000);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    // Every read stayed within the budget and the parts together are the whole line.
    const results = h.server.requests.flatMap((r) => toolResults(r.body.messages as never));
    const reads = [...new Set(results.filter((r) => r.startsWith(TRANSCRIPT)))];
    expect(reads.length).toBe(3);
    for (const r of reads) expect(r.length).toBeLessThan(h.config.limits.readChars + 400);
    const shown = reads
      .map((r) =>
        (r.split('\n').find((l) => l.startsWith('7│')) ?? '').replace(/^7│…?/, '').replace(/…$/, ''),
      )
      .join('');
    expect(shown).toBe(body);
    expect(reads[0]).toContain(`lines 1–${BODY_LINE} of ${BODY_LINE} (line 7: characters 1–`);
    expect(run.coverage).toBe(100);
    expect(splitNote(await h.read(SUMMARY)).body).not.toContain('> Note:');
  });

  it('H11: a model that reads only the first part of the line is not told it covered the transcript', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'read_transcript', arguments: {} }] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY_TEXT } }] },
      { text: 'Done.' },
    ]);
    await writeOneLineTranscript(59_000);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const first = toolResults(h.server.requests[1]?.body.messages as never).at(-1) ?? '';
    expect(first).toMatch(
      /\n… line 7 continues; call read_transcript with from=7, from_char=\d+ to read on$/,
    );
    expect(run.coverage).toBe(0);
    const summary = await h.read(SUMMARY);
    expect(summary).toContain('coverage: 0');
    expect(splitNote(summary).body).toMatch(
      /^> Note: the agent read 0% of the transcript .*not read: lines 7\./,
    );
  });
});
