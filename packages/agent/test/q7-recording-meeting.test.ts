/**
 * Review 5 Q7: a meeting whose note says `status: recording` is still being recorded (its
 * transcript may still grow). A run on it is refused without `force` (nothing written, no request
 * sent), and with `force` it summarizes the transcript so far: the status stays `recording` (only
 * the links are added), the summary opens with a notice saying it covers the transcript so far, and
 * the run's warnings and the context note's run record say so. Every entry point that commits a
 * summary: the agent engine, the offline engine, the session API (`ma mcp`'s `lockAt: 'finish'`).
 * Real files on a sample-vault copy, @ma/testkit's scripted server.
 * Spec: docs/vault-format.md, Meeting note (`status`); review5 Q7.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, SummaryRunError, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  minimalScript,
  readTranscriptIn,
  startHarness,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = `Summaries/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;

async function setStatus(root: string, status: string): Promise<void> {
  const abs = path.join(root, FUNCTIONAL);
  const text = await readFile(abs, 'utf8');
  await writeFile(abs, text.replace(/^status: .*$/m, `status: ${status}`));
}

const statusOf = async (root: string) =>
  /^status: (.*)$/m.exec(await readFile(path.join(root, FUNCTIONAL), 'utf8'))?.[1];

describe('Q7: a meeting still being recorded', () => {
  for (const engine of ['agent', 'extractive'] as const) {
    it(`Q7: ${engine} engine: refused without force, nothing written and no request sent`, async () => {
      h = await startHarness(minimalScript(), engine === 'agent' ? {} : { model: null });
      await setStatus(h.root, 'recording');
      const meetingBefore = await h.read(FUNCTIONAL);
      const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
        (e: unknown) => e,
      );
      expect(SummaryRunError.isInstance(error)).toBe(true);
      expect((error as SummaryRunError).reason).toBe('recording');
      const message = (error as Error).message;
      expect(message).toContain(`${FUNCTIONAL} is still being recorded (status: recording)`);
      expect(message).toContain('nothing was written');
      expect(message).toContain('--force');
      expect(await h.read(FUNCTIONAL)).toBe(meetingBefore);
      expect(await h.readOrNull(SUMMARY)).toBeNull();
      expect(await h.readOrNull(CONTEXT)).toBeNull();
      expect(h.server.requests).toHaveLength(0);
    });

    it(`Q7: ${engine} engine with force: summarized so far, status stays recording, said in the notice, warnings and run record`, async () => {
      h = await startHarness(minimalScript(), engine === 'agent' ? {} : { model: null });
      await setStatus(h.root, 'recording');
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, force: true });
      expect(await statusOf(h.root)).toBe('recording');
      const meeting = await h.read(FUNCTIONAL);
      expect(meeting).toMatch(/^summary: .*Summaries\/2026-03-10 Remote control functional design/m);
      expect(meeting).toMatch(/^context: .*Assistant\/2026-03-10 Remote control functional design/m);
      const summary = await h.read(run.summaryPath);
      expect(summary).toContain(
        '> Note: this meeting was still being recorded (status: recording) when this summary was written',
      );
      expect(summary).toContain('it covers the transcript so far');
      const said = run.warnings.join('\n');
      expect(said).toContain('the meeting is still being recorded (status: recording)');
      expect(said).toContain('the status stays recording');
      expect(said).not.toContain('during the run');
      const context = await h.read(run.contextPath);
      expect(context).toContain('the meeting is still being recorded (status: recording)');
    });
  }

  it('Q7: a session opened for a host (lockAt finish, as `ma mcp`) is refused at finish and stays open', async () => {
    h = await startHarness([]);
    await setStatus(h.root, 'recording');
    const meetingBefore = await h.read(FUNCTIONAL);
    const session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL, lockAt: 'finish' });
    // L285: the host's model reads the transcript before it finishes.
    await readTranscriptIn(session);
    try {
      const error = await session.finish({ body: '## Summary\n- Partial.\n' }).catch((e: unknown) => e);
      expect(SummaryRunError.isInstance(error)).toBe(true);
      expect((error as SummaryRunError).reason).toBe('recording');
      expect(await h.read(FUNCTIONAL)).toBe(meetingBefore);
      expect(await h.readOrNull(SUMMARY)).toBeNull();
      // Still open: once the recording has ended, the same session commits.
      await setStatus(h.root, 'ended');
      const done = await session.finish({ body: '## Summary\n- Whole.\n' });
      expect(await h.read(done.summaryPath)).toContain('Whole.');
      expect(await statusOf(h.root)).toBe('summarized');
    } finally {
      await session.cancel();
    }
  });

  it('Q7: a session opened with the lock (lockAt open) is refused at open, nothing written', async () => {
    h = await startHarness([]);
    await setStatus(h.root, 'Recording');
    const error = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL }).catch((e: unknown) => e);
    expect((error as SummaryRunError).reason).toBe('recording');
    expect(await h.readOrNull(CONTEXT)).toBeNull();
  });

  it('Q7: a forced run on a recording meeting that fails leaves the status recording (not failed)', async () => {
    h = await startHarness([{ status: 400, body: { error: { message: 'bad request' } } }]);
    await setStatus(h.root, 'recording');
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, force: true }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).reason).toBe('model');
    expect(await statusOf(h.root)).toBe('recording');
  });
});
