/**
 * B36 under load: a recorder writes `status: recording`, then `status: ended`. When the second
 * write lands while the daemon is deciding on the first (after it read the note, before it hashed
 * it), the daemon used to remember the hash of the NEW bytes as seen, so the `ended` write's own
 * change event was dropped as "content unchanged" and the meeting was never summarized. The note
 * hash a decision reports must be the hash of the bytes it decided on.
 * Spec: issue 12 (content-based change detection); docs/hostile-cases.md B36.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openVault, parseConfig } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../src/state/content-hash.js';
import { evaluateTrigger } from '../src/trigger/evaluate-trigger.js';
import { meetingNote, testResources } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';
const M = `Meetings/${NAME}.md`;
const sha = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('B36: the note hash of a decision is the hash of the bytes decided on', () => {
  it('B36: a write landing between the read and the hash is not remembered as seen', async () => {
    const v = await t.vault();
    await v.writeTranscript(NAME);
    await v.writeMeeting(NAME, 'recording');
    const recording = await readFile(v.abs(M));
    const vault = await openVault(v.root, parseConfig({}));
    let wrote = false;
    const decision = await evaluateTrigger(vault, M, {
      // The recorder's next write lands right after the note was read (a loaded machine).
      hashOf: async (abs) => {
        if (!wrote && abs === v.abs(M)) {
          wrote = true;
          await v.writeMeeting(NAME, 'ended');
        }
        return contentHash(abs);
      },
    });
    expect(wrote).toBe(true);
    expect(decision).toMatchObject({ run: false, reason: 'not-ended' });
    expect(decision.noteHash).toBe(sha(recording));
    // The `ended` bytes are new to whoever remembers this hash: their event wakes the meeting.
    expect(decision.noteHash).not.toBe(sha(await readFile(v.abs(M))));
  });

  it('B36: a note with a byte-order mark, unchanged, is reported with the hash of its bytes', async () => {
    const v = await t.vault();
    await v.writeTranscript(NAME);
    await v.writeAtomic(M, `\uFEFF${meetingNote(NAME, 'recording')}`);
    const vault = await openVault(v.root, parseConfig({}));
    const decision = await evaluateTrigger(vault, M);
    expect(decision.noteHash).toBe(sha(await readFile(v.abs(M))));
  });
});
