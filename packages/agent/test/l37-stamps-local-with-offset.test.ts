/**
 * L37: the context note's run headings (`## Run 2026-11-20 10:52: …`, `## Run failed …`) were the
 * local time without a zone, while the other times of a run are UTC (the daemon's log, lock owners
 * `started <ISO>`, run journals); a vault synced between machines in two time zones had headings
 * an hour or more apart from the log and from each other, with nothing to tell. Every time the
 * product writes into a note is now core's `noteStamp`: local time with its UTC offset, the form a
 * meeting note's `start:` has (docs/vault-format.md). Checked under TZ=America/Los_Angeles and
 * TZ=Asia/Kolkata (a half-hour offset, and a day boundary), on the stamp and on a real run's
 * context note (offline engine, temp copy of the sample vault).
 * Spec: L37; docs/vault-format.md (Assistant context note, times).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { noteStamp } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, startHarness } from './harness.js';

const saved = process.env.TZ;
let h: Harness | undefined;
afterEach(async () => {
  process.env.TZ = saved;
  if (saved === undefined) delete process.env.TZ;
  await h?.close();
  h = undefined;
});

describe('L37: times written into notes are local with their UTC offset', () => {
  it('L37 noteStamp under America/Los_Angeles and Asia/Kolkata (and across midnight)', () => {
    const cases: [string, string, string][] = [
      ['America/Los_Angeles', '2026-11-20T09:52:30Z', '2026-11-20 01:52 -08:00'],
      ['America/Los_Angeles', '2026-07-01T03:10:00Z', '2026-06-30 20:10 -07:00'],
      ['Asia/Kolkata', '2026-11-20T09:52:30Z', '2026-11-20 15:22 +05:30'],
      ['Asia/Kolkata', '2026-11-20T23:30:00Z', '2026-11-21 05:00 +05:30'],
      ['UTC', '2026-11-20T09:52:30Z', '2026-11-20 09:52 +00:00'],
    ];
    for (const [tz, iso, want] of cases) {
      process.env.TZ = tz;
      expect(noteStamp(new Date(iso)), `${tz} ${iso}`).toBe(want);
    }
  });

  for (const tz of ['America/Los_Angeles', 'Asia/Kolkata']) {
    it(`L37 TZ=${tz}: a run's heading in the context note is the local time with its offset`, async () => {
      process.env.TZ = tz;
      h = await startHarness([], { model: null });
      const before = new Date();
      const run = await summarizeMeeting({
        vault: h.vault,
        meeting: '2026-03-10 Remote control functional design',
        env: {},
        engine: 'extractive',
      });
      const after = new Date();
      const text = await readFile(path.join(h.root, run.contextPath), 'utf8');
      const heading = /^## Run (\d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d): offline summary/m.exec(text)?.[1];
      expect(heading, text.slice(-600)).toBeDefined();
      // The stamp names the run's instant in this zone (the minute it ran in).
      expect([noteStamp(before), noteStamp(after)]).toContain(heading);
    });
  }
});
