/**
 * Review U8: the coverage a meeting session reports is of the transcript as it is NOW — its current file (the
 * meeting note's transcript link as it is at that moment) and its current version and line count. Reads of an
 * older version of the file (before lines were appended, before it was cut or rewritten by another program) or
 * of another file (the link changed to another transcript) do not count; the session's own override_speaker
 * edit keeps what was read. The whole kind: appended, truncated, replaced, relinked.
 * Real vault copies, the session API (`openMeetingSession`), the real read tools.
 * Spec: docs/session.md (coverage); issue "honest summaries" (coverage notice); review U8.
 */
import { createHash } from 'node:crypto';
import { appendFile, copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type MeetingSession, openMeetingSession } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

const TRANSCRIPT = `Transcripts/${functionalName}.md`;

let h: Harness | undefined;
let session: MeetingSession | undefined;
afterEach(async () => {
  await session?.cancel?.();
  session = undefined;
  await h?.close();
  h = undefined;
});

/** Runs one of the session's tools as a host would. */
async function call(s: MeetingSession, name: string, args: object): Promise<string> {
  const tool = (s.tools as Record<string, { execute?: (a: never, o: never) => unknown }>)[name];
  return String(
    await tool?.execute?.(args as never, { toolCallId: name, messages: [], context: {} } as never),
  );
}

/** Reads the whole transcript with read_transcript, 40 lines at a time. */
async function readAll(s: MeetingSession): Promise<void> {
  const total = (await readFile(path.join(h?.root ?? '', await transcriptPath()), 'utf8')).split('\n').length;
  for (let from = 1; from <= total; from += 40) await call(s, 'read_transcript', { from, to: from + 39 });
}

async function transcriptPath(): Promise<string> {
  const note = await readFile(path.join(h?.root ?? '', FUNCTIONAL), 'utf8');
  return `${/transcript: "\[\[(.+?)\]\]"/.exec(note)?.[1]}.md`;
}

async function fullyRead(): Promise<MeetingSession> {
  h = await startHarness([]);
  session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL });
  await readAll(session);
  expect(await session.coverage()).toBe(100);
  return session;
}

const file = () => path.join(h?.root ?? '', TRANSCRIPT);

describe('U8: session coverage is of the transcript as it is now', () => {
  it('U8 appended: lines added after the reads are unread; reading again gives 100 %', async () => {
    const s = await fullyRead();
    await appendFile(file(), '[00:49:10] **Marketing:** One more thing about the casing.\n');
    expect(await s.coverage()).toBeLessThan(100);
    await readAll(s);
    expect(await s.coverage()).toBe(100);
  });

  it('U8 truncated: reads of the longer version do not count', async () => {
    const s = await fullyRead();
    const text = await readFile(file(), 'utf8');
    await writeFile(file(), `${text.split('\n').slice(0, 300).join('\n')}\n`);
    expect(await s.coverage()).toBeLessThan(100);
    await readAll(s);
    expect(await s.coverage()).toBe(100);
  });

  it('U8 replaced: the same number of lines with other words is not read', async () => {
    const s = await fullyRead();
    const text = await readFile(file(), 'utf8');
    await writeFile(file(), text.replace('Could you plug me in?', 'Could you plug me out?'));
    expect(await s.coverage()).toBeLessThan(100);
  });

  it('U8 relinked: the meeting note now links another transcript file, which was never read', async () => {
    const s = await fullyRead();
    await copyFile(file(), path.join(h?.root ?? '', 'Transcripts/functional design take 2.md'));
    const note = path.join(h?.root ?? '', FUNCTIONAL);
    const text = await readFile(note, 'utf8');
    await writeFile(
      note,
      text.replace(`[[Transcripts/${functionalName}]]`, '[[Transcripts/functional design take 2]]'),
    );
    expect(await s.coverage()).toBe(0);
    // L285: a summary of a transcript never read is refused; the session stays open.
    const refused = await s.finish({ body: '## Summary\nFunctions agreed.\n' }).catch((e: unknown) => e);
    expect((refused as Error).message).toContain(
      'the model never read the transcript Transcripts/functional design take 2.md (0 of 597 lines read)',
    );
    await call(s, 'read_transcript', { from: 7, to: 7 });
    const done = await s.finish({ body: '## Summary\nFunctions agreed.\n' });
    expect(done.coverage).toBe(0);
    expect(await h?.read(done.summaryPath)).toMatch(/> Note: .*(not|unread|only)/i);
  });

  // L315: a summary's coverage and transcript_hash describe one version: a transcript read in full and changed
  // before the finish gave `coverage: 0` beside the hash of the version read in full.
  it.each([
    ['appended', (t: string) => `${t}[00:49:10] **Marketing:** One more thing about the casing.\n`],
    ['replaced', (t: string) => t.replace('Could you plug me in?', 'Could you plug me out?')],
  ])(
    'L315 %s before the finish: coverage 100 of the version the hash names, the change said',
    async (_k, edit) => {
      const s = await fullyRead();
      const before = await readFile(file(), 'utf8');
      await writeFile(file(), edit(before));
      expect(await s.coverage()).toBeLessThan(100); // the live view (U8) is of the transcript now
      const done = await s.finish({ body: '## Summary\nFunctions agreed (L7).\n' });
      expect(done.coverage).toBe(100);
      const summary = (await h?.read(done.summaryPath)) ?? '';
      expect(summary).toMatch(/^coverage: 100$/m);
      const hash = /^transcript_hash: (\S+)$/m.exec(summary)?.[1];
      expect(hash).toBe(`sha256:${createHash('sha256').update(before).digest('hex')}`);
      expect(summary).toContain(
        '> Note: the transcript changed during the run; this summary and its coverage are of',
      );
      expect(summary).not.toContain('the agent read 0%');
      expect(await h?.read(done.contextPath)).toContain('the transcript changed during the run');
    },
  );

  it('L315 changed after a partial read: the coverage counts lines of the version as started', async () => {
    h = await startHarness([]);
    session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL });
    await call(session, 'read_transcript', { from: 1, to: 100 });
    await appendFile(file(), '[00:49:10] **Marketing:** One more thing about the casing.\n');
    const done = await session.finish({ body: '## Summary\nFunctions agreed (L7).\n' });
    const summary = (await h.read(done.summaryPath)) ?? '';
    expect(done.coverage).toBeGreaterThan(0);
    expect(summary).toMatch(
      /> Note: the agent read \d+% of the transcript \(94 of 597 lines read: 7–100\); not read: lines 101–603\./,
    ); // 603: the last line as started
  });

  it("U8 the session's own override_speaker keeps what was read (100 %)", async () => {
    const s = await fullyRead();
    const out = await call(s, 'override_speaker', { speaker: 'Marketing', name: 'Ann' });
    expect(out).toMatch(/relabelled/);
    expect(await s.coverage()).toBe(100);
  });
});
