/**
 * Leftovers F17: an identical re-run (same inputs, same engine output) printed `summary unchanged` (L129)
 * but still appended a `## Run …` block to the meeting's context note every time: the user's note grew
 * with copies that differed only in the time. Now a run that gave the summary the note already held adds
 * no record when its record would repeat the note's last one (time aside); any difference — a line the
 * user wrote below it, another warning — and the record is appended as before. Offline engine and
 * @ma/testkit's scripted model server, real files on a temp copy of the sample vault.
 * Spec: docs/vault-format.md, Assistant context note; newcomer review F17.
 */
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { repeatsLastRunRecord } from '../src/lifecycle/run-records.js';
import { FUNCTIONAL, functionalName, type Harness, minimalScript, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const CONTEXT = `Assistant/${functionalName}.md`;
const SUMMARY = `Summaries/${functionalName}.md`;
const runs = (text: string) => text.match(/^## Run \d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d: /gm)?.length ?? 0;

describe('F17: an identical re-run does not grow the context note', () => {
  it('F17: offline engine: the second and third identical runs leave every note byte for byte', async () => {
    h = await startHarness([], { model: null });
    const first = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(first.summaryUnchanged).toBeUndefined();
    const context = await h.read(CONTEXT);
    const meeting = await h.read(FUNCTIONAL);
    const summary = await h.read(SUMMARY);
    expect(runs(context)).toBe(1);
    for (const n of [2, 3]) {
      const again = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
      expect(again.summaryUnchanged, `run ${n}`).toBe(true);
      expect(await h.read(CONTEXT), `run ${n}`).toBe(context);
      expect(await h.read(FUNCTIONAL), `run ${n}`).toBe(meeting);
      expect(await h.read(SUMMARY), `run ${n}`).toBe(summary);
    }
  }, 120_000);

  it('F17: a record that says something new is appended (text the user wrote below the last record)', async () => {
    h = await startHarness([], { model: null });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    await appendFile(path.join(h.root, CONTEXT), '\nChecked the action items with Anna.\n');
    const again = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(again.summaryUnchanged).toBe(true);
    const context = await h.read(CONTEXT);
    expect(runs(context)).toBe(2);
    expect(context).toContain('Checked the action items with Anna.');
    expect(
      context
        .trimEnd()
        .endsWith('- summary unchanged: the note already held this summary, nothing rewritten'),
    ).toBe(true);
    // …and the run after that one repeats it: nothing more.
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await h.read(CONTEXT)).toBe(context);
  }, 120_000);

  it('F17: a model run whose record (audit included) repeats the last one adds none', async () => {
    h = await startHarness([...minimalScript(), ...minimalScript()]);
    const first = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(first.engine).toBe('agent');
    const context = await readFile(path.join(h.root, CONTEXT), 'utf8');
    expect(context).toContain('## External writes');
    const again = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(again.summaryUnchanged).toBe(true);
    expect(await h.read(CONTEXT)).toBe(context);
  }, 120_000);

  it('F17: repeatsLastRunRecord compares the last successful record, its time and the unchanged line aside', () => {
    const record = (time: string, ...more: string[]) =>
      [
        `## Run 2026-12-05 ${time} +01:00: summary written`,
        '- engine: agent',
        '- summary: S.md',
        ...more,
      ].join('\n');
    const unchanged = '- summary unchanged: the note already held this summary, nothing rewritten';
    const body = `notes\n\n${record('10:00')}\n\n## External writes\n\nNone.`;
    expect(repeatsLastRunRecord(body, `${record('11:30', unchanged)}\n\n## External writes\n\nNone.`)).toBe(
      true,
    );
    // CRLF bodies compare by their lines.
    expect(
      repeatsLastRunRecord(body.replace(/\n/g, '\r\n'), `${record('11:30')}\n\n## External writes\n\nNone.`),
    ).toBe(true);
    // Another warning, another audit, a failed run after it, no record at all: appended.
    expect(
      repeatsLastRunRecord(body, `${record('11:30', '- warning: x')}\n\n## External writes\n\nNone.`),
    ).toBe(false);
    expect(repeatsLastRunRecord(body, `${record('11:30')}\n\n## External writes\n\n### a.md`)).toBe(false);
    expect(
      repeatsLastRunRecord(`${body}\n\n## Run failed 2026-12-05 10:10 +01:00\n\nx`, record('11:30')),
    ).toBe(false);
    expect(repeatsLastRunRecord('notes only', record('11:30'))).toBe(false);
    expect(repeatsLastRunRecord('', record('11:30'))).toBe(false);
  });
});
