/**
 * Issue #13 (session 38, P163): `override_speaker` (and the compact preview that decides whether it
 * merges two speakers) checked the new name against the transcript's speaker labels once per spoken
 * segment: on a 200,000-line transcript, 200,000 name comparisons (NFKC, case) twice per call, about
 * a fifth of the call's CPU. The labels are now taken once each, in the order they first speak, so
 * every answer is the one a per-segment check gave: the merged label is the first that is the new
 * name, a look-alike twin is still refused. Real files in a temp copy of the sample vault.
 * Spec: issue #13; review9 V4 (merges); review7 T8 (look-alike names).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { mergedSpeaker, speakerLabels } from '../src/granular/speaker-merge.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(() => t?.cleanup());

const BODY = [
  '[00:00:01] **Speaker 1:** hello',
  '[00:00:02] **Speaker 2:** hi',
  '[00:00:03] **Speaker 1:** again',
  '[00:00:04] **speaker 3:** late',
  '[00:00:05] **Speaker 3:** later',
  '[00:00:06] **Speaker 2:** bye',
].join('\n');

describe('P163: speaker labels are checked once each', () => {
  it('each label once, in the order it first speaks, as written', () => {
    expect(speakerLabels(BODY)).toEqual(['Speaker 1', 'Speaker 2', 'speaker 3', 'Speaker 3']);
  });

  it('the merged label is the first one that is the new name, as with one label per segment', () => {
    const note = parseNote(BODY);
    expect(mergedSpeaker(note, speakerLabels(BODY), 'Speaker 1', 'SPEAKER 3')).toBe('speaker 3');
    expect(mergedSpeaker(note, speakerLabels(BODY), 'Speaker 1', 'Speaker 4')).toBeNull();
  });

  it('a look-alike of a label that speaks late in a long transcript is still refused; nothing changed', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, 'Transcripts/2026-03-10 Remote control functional design.md');
    const lines = Array.from({ length: 3000 }, (_, i) => `[01:00:00] **Marketing:** line ${i}`);
    await writeFile(
      abs,
      `${await readFile(abs, 'utf8')}${lines.join('\n')}\n[02:00:00] **Zo\u00eb:** late\n`,
    );
    const before = await readFile(abs, 'utf8');
    // Cyrillic "о" in place of the Latin one.
    const out = await runTool(t.session, 'override_speaker', { speaker: 'Marketing', name: 'Z\u043e\u00eb' });
    expect(out).toMatch(/looks like the speaker "Zo\u00eb"/);
    expect(await readFile(abs, 'utf8')).toBe(before);
  });
});
