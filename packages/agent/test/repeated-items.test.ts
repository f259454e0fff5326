/**
 * H12: a decision or next step repeated by the speech-to-text tool (or by the model) appears once
 * in the committed summary, for both engines (the offline engine and the model's write_summary).
 * Real files (temp sample vault), real scripted server.
 * Spec: issue 9, H12 (repetition loops); docs/contracts.md, Repeated items.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const NAME = '2026-04-02 Supplier sync';
const LOOP = 'I will ask the supplier for a new quote by Monday.';

/** A meeting whose transcript repeats the same commitment three times, like an STT loop. */
async function loopMeeting(root: string): Promise<string> {
  await writeFile(
    path.join(root, 'Transcripts', `${NAME}.md`),
    [
      '---',
      `meeting: "[[Meetings/${NAME}]]"`,
      'language: en',
      '---',
      '[00:00:01] **Alice Example:** We looked at the offer from the supplier and it is too expensive.',
      '[00:00:09] **Alice Example:** We decided to drop the metal casing because it is too expensive.',
      `[00:00:15] **Bob Sample:** ${LOOP}`,
      `[00:00:18] **Bob Sample:** ${LOOP}`,
      `[00:00:21] **Bob Sample:** ${LOOP}`,
      '[00:00:30] **Alice Example:** Good, then we meet again on Tuesday to compare the quotes.',
      '',
    ].join('\n'),
  );
  const meeting = `Meetings/${NAME}.md`;
  await writeFile(
    path.join(root, meeting),
    `---\ndate: 2026-04-02\nstatus: ended\nattendees:\n  - Alice Example\n  - Bob Sample\ntranscript: "[[Transcripts/${NAME}]]"\n---\n`,
  );
  return meeting;
}

function count(text: string, needle: RegExp): number {
  return text.match(needle)?.length ?? 0;
}

/** The lines of one `## <heading>` section of a body. */
function section(body: string, heading: string): string {
  const start = body.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`no ## ${heading} in:\n${body}`);
  const rest = body.slice(start + heading.length + 4);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('H12: repeated items appear once', () => {
  it('H12: the offline engine gives one next step for a line the transcript repeats three times', async () => {
    h = await startHarness([], { model: null });
    const meeting = await loopMeeting(h.root);
    const run = await summarizeMeeting({ vault: h.vault, meeting, env: {} });
    const { body } = splitNote(await h.read(run.summaryPath));
    expect(count(section(body, 'Next steps'), /ask the supplier for a new quote/gi)).toBe(1);
    expect(count(section(body, 'Summary'), /ask the supplier for a new quote/gi)).toBe(1);
  });

  it("H12: the model's write_summary with identical and near-identical items: each once", async () => {
    const summary = [
      '## Summary',
      'The metal casing is too expensive.',
      '',
      '## Decisions',
      '- Drop the metal casing (L9)',
      '- Drop the metal casing. (L9)',
      '- We decided to use the plastic casing instead (L10)',
      '',
      '## Next steps',
      '- [ ] Bob Sample: ask the supplier for a new quote by Monday (L7)',
      '- [ ] Bob Sample: ask the supplier for a new quote by Monday (L8)',
      '- [ ] Bob Sample: So, ask the supplier for a new quote by Monday, okay? (L9)',
      '- [ ] Alice Example: meet again on Tuesday to compare the quotes (L10)',
      '',
    ].join('\n');
    // Every run: write_summary, then a closing text (JSON and SSE runs alike).
    h = await startHarness((_req, index) =>
      index % 2 === 0
        ? { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] }
        : { text: 'Done.' },
    );
    const meeting = await loopMeeting(h.root);
    for (const stream of [false, true]) {
      const run = await summarizeMeeting({ vault: h.vault, meeting, env: {}, stream });
      const { body } = splitNote(await h.read(run.summaryPath));
      expect(count(body, /Drop the metal casing/g)).toBe(1);
      expect(count(body, /ask the supplier for a new quote/g)).toBe(1);
      expect(body).toContain('- [ ] Bob Sample: ask the supplier for a new quote by Monday (L7)');
      expect(body).toContain('- We decided to use the plastic casing instead (L10)');
      expect(body).toContain('- [ ] Alice Example: meet again on Tuesday to compare the quotes (L10)');
    }
  });
});
