/**
 * M6: a meeting note copied from last week's keeps last week's `transcript:` link. Every run
 * (the offline engine, the agent with a model, a session another agent opens) refuses it before
 * anything is written — `broken-link` naming whose transcript it is —, and the tools the model
 * gets (read_transcript, override_speaker) refuse it too, so meeting A's transcript is never
 * summarized as meeting B nor rewritten. Temp sample vault, scripted model server.
 * Spec: review3 M6; docs/contracts.md, Where a meeting note's links may lead.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { type Harness, minimalScript, snapshot, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const COPY = 'Meetings/2026-03-19 Remote control follow-up.md';
const OLD_TRANSCRIPT = 'Transcripts/2026-03-12 Remote control detailed design.md';
const OLD_MEETING = 'Meetings/2026-03-12 Remote control detailed design.md';

/** Last week's meeting note, copied as this week's (new title and date, the old links kept). */
async function copyLastWeek(harness: Harness): Promise<void> {
  const old = await harness.read(OLD_MEETING);
  const copy = old
    .replace(/^date: .*$/m, 'date: 2026-03-19')
    .replace(/^title: .*$/m, 'title: Remote control follow-up')
    .replace(/^status: .*$/m, 'status: ended')
    .replace(/^(summary|context): .*\n/gm, '');
  await writeFile(path.join(harness.root, COPY), copy);
}

const refusedMessage = `belongs to ${OLD_MEETING} (its meeting: link); was this meeting note copied from that one?`;

describe("M6: a run never summarizes another meeting's transcript", () => {
  for (const engine of ['extractive', 'agent'] as const) {
    it(`M6: ${engine} engine: refused before anything is written, broken-link naming the transcript's meeting`, async () => {
      h = await startHarness(minimalScript(), engine === 'extractive' ? { model: null } : {});
      await copyLastWeek(h);
      const before = await snapshot(h.root);
      const error = await summarizeMeeting({
        vault: h.vault,
        meeting: COPY,
        config: h.config,
        env: {},
        ...(engine === 'extractive' ? { engine } : {}),
      }).catch((e: unknown) => e);
      expect(SummaryRunError.isInstance(error)).toBe(true);
      expect((error as SummaryRunError).reason).toBe('broken-link');
      expect((error as Error).message).toContain(`is refused: ${OLD_TRANSCRIPT} ${refusedMessage}`);
      expect((error as Error).message).toContain('nothing was written');
      expect(await snapshot(h.root)).toEqual(before);
      expect(h.server.requests).toHaveLength(0);
    });
  }

  it("M6: a host agent's session (lockAt finish) gets tools that refuse the transcript, and finish() writes nothing", async () => {
    h = await startHarness(minimalScript());
    await copyLastWeek(h);
    const before = await snapshot(h.root);
    const session = await openMeetingSession({ vault: h.vault, meeting: COPY, lockAt: 'finish' });
    try {
      const tools = session.tools as unknown as Record<
        string,
        { execute: (args: unknown, options: unknown) => Promise<unknown> }
      >;
      const call = (name: string, args: unknown) =>
        tools[name]!.execute(args, { toolCallId: 't', messages: [] }).then((r) => String(r));
      expect(await call('read_transcript', { from: 1, to: 3 })).toContain(refusedMessage);
      expect(await call('override_speaker', { speaker: 'Speaker 1', name: 'Alice' })).toContain(
        refusedMessage,
      );
      const finished = await session
        .finish({ body: '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n' })
        .catch((e: unknown) => e);
      expect((finished as SummaryRunError).reason).toBe('broken-link');
    } finally {
      await session.cancel();
    }
    expect(await snapshot(h.root)).toEqual(before);
  });
});
