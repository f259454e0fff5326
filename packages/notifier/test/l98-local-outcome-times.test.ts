/**
 * L98: a request note's `Outcome:` line carried a UTC ISO instant with milliseconds
 * (`Outcome: denied (2026-12-04T19:05:00.000Z).`) while every other record in the vault — run
 * records, context notes since C21 — says the local time with its offset. Now the body's times
 * (the outcome, the "Tick one box above before …" deadline, the sweep's `Outcome: abandoned/expired`)
 * are `2026-12-04 11:05 -08:00`; frontmatter (`expires`, `decided`) stays ISO for programs.
 * Real notes in a temp folder; the process's time zone set for the test.
 * Spec: docs/vault-format.md (times in notes); packages/notifier README (vault-note adapter).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordOutcome, renderRequestNote, sweepOrphanedRequests } from '../src/index.js';

const AT = Date.UTC(2026, 11, 4, 19, 5, 30);
let tz: string | undefined;
let folder: string;
beforeEach(async () => {
  tz = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  folder = await mkdtemp(join(tmpdir(), 'ma-l98-'));
});
afterEach(async () => {
  if (tz === undefined) delete process.env.TZ;
  else process.env.TZ = tz;
  await rm(folder, { recursive: true, force: true });
});

const request = {
  id: 'project:website',
  title: 'Associate website?',
  body: 'Why: discussed.',
  timeoutMs: 600_000,
};

describe('L98: request notes record local times with their offset', () => {
  it('L98: every outcome line and the deadline line say the local time with its offset; frontmatter stays ISO', () => {
    const note = renderRequestNote(request, AT + 600_000, 'k');
    expect(note).toContain('Tick one box above before 2026-12-04 11:15 -08:00 (any editor');
    expect(note).toContain('expires: 2026-12-04T19:15:30.000Z');
    const lines: Record<string, string> = {
      approved: 'Outcome: approved (2026-12-04 11:05 -08:00).',
      denied: 'Outcome: denied (2026-12-04 11:05 -08:00).',
      timeout:
        'Outcome: expired without an answer (2026-12-04 11:05 -08:00); ticking a box now changes nothing.',
      cancelled: 'Outcome: cancelled (2026-12-04 11:05 -08:00); ticking a box now changes nothing.',
      unavailable: 'Outcome: not asked (2026-12-04 11:05 -08:00); ticking a box now changes nothing.',
      invalid: 'Outcome: an invalid answer (2026-12-04 11:05 -08:00); ticking a box now changes nothing.',
    };
    for (const [outcome, line] of Object.entries(lines)) {
      const text = recordOutcome(note, outcome as 'approved', AT);
      expect(text.trimEnd().split('\n').at(-1)).toBe(line);
      expect(text).toContain('decided: 2026-12-04T19:05:30.000Z');
      expect(text).not.toMatch(/\(\d{4}-\d\d-\d\dT/);
    }
    expect(recordOutcome(note, 'approved', AT, { message: 'gone' }).trimEnd().split('\n').at(-1)).toBe(
      'Outcome: approved, but not applied (2026-12-04 11:05 -08:00): gone',
    );
  });

  it('L98: a note nobody waits for is marked with the local time of the sweep', async () => {
    const past = Date.now() - 3_600_000;
    const note = renderRequestNote(request, past, 'k', { pid: 2 ** 22 + 12_345, host: 'elsewhere.example' });
    const path = join(folder, 'Associate website.md');
    await writeFile(path, note);
    const swept = await sweepOrphanedRequests(folder);
    expect(swept.map((s) => s.status)).toEqual(['expired']);
    const last = (await readFile(path, 'utf8')).trimEnd().split('\n').at(-1)!;
    expect(last).toMatch(/^Outcome: expired \(\d{4}-\d\d-\d\d \d\d:\d\d -0[78]:00\): its deadline/);
  });
});
