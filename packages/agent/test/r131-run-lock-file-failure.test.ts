/**
 * R131 (newcomer2, session 40): when the run lock's own file could not be written (a full disk:
 * `.meeting-assistant/locks/<key>.json`), `ma summarize`, the daemon and a library host got node's
 * raw words, "ENOSPC: no space left on device, write" — no file, no fix, not the run's failure. Now
 * the failure is a SummaryRunError `error` saying it as a run's file failure does ("a file the run
 * read or wrote: no space left on the device (ENOSPC, write); fix the file, its folder or the disk,
 * then run again"), and nothing in the vault changes.
 * Real sample-vault copy, real lock files; the owner record's path made a folder (a full disk gives
 * the same kind of node error, ENOSPC, and is not made in a test).
 * Spec: docs/contracts.md, @ma/agent (`summarizeMeeting` failures); issue "run lifecycle" (fail clearly).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { meetingKey } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, snapshot, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('R131: a run lock file that cannot be written is said as the run failure it is', () => {
  it.each(['extractive', 'agent'] as const)(
    'R131 (%s engine): the owner record cannot be written: SummaryRunError error naming the cause and the fix; no model request, nothing written',
    async (engine) => {
      h = await startHarness([{ text: 'never asked' }]);
      await mkdir(path.join(h.root, '.meeting-assistant', 'locks', `${meetingKey(FUNCTIONAL)}.json`), {
        recursive: true,
      });
      const before = await snapshot(h.root);
      const failure = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, engine }),
      );
      expect(failure.reason).toBe('error');
      expect(failure.message).toContain('a folder where a file was expected (EISDIR');
      expect(failure.message).toContain('fix the file, its folder or the disk, then run again');
      expect(failure.message).not.toContain('illegal operation');
      expect(h.server.requests).toHaveLength(0);
      expect(await snapshot(h.root)).toEqual(before);
    },
  );
});
