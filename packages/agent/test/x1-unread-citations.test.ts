/**
 * Review 11 X1: a summary committed another way than write_summary (the model's final reply, a session's
 * `finish({ body })`) citing transcript lines that exist but were never shown in the run is kept as
 * written and the run record warns, naming them (docs/tools.md, write_summary row) — beside the U22
 * warning for lines the transcript does not have. Lines the model read get no such warning.
 * Real vault copies, the scripted OpenAI-compatible server.
 * Spec: docs/tools.md, `write_summary` (citations); review8 U22; review11 X1.
 */
import { toolDefinitions } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

const reply = (cites: string) =>
  `## Summary\n- The team met. (${cites})\n\n## Decisions\n- None\n\n## Next steps\n- None\n`;
const UNREAD =
  /the summary cites L10 of the transcript Transcripts\/.*, a line the model was never shown in this run; the citation was kept as written/;

// L285: a model reads the transcript before it writes; these read lines 20–40, so L10 and L11 stay unread.
const READ_20_40 = { toolCalls: [{ name: 'read_transcript', arguments: { from: 20, to: 40 } }] };

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('X1: cited lines never shown, on the commit paths that cannot be asked again', () => {
  it('X1: a final reply citing a line never read is committed and the run record names it', async () => {
    h = await startHarness([READ_20_40, { text: reply('L10') }], { readsFirst: false });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await h.read(run.summaryPath)).toContain('(L10)');
    expect(run.warnings.filter((w) => UNREAD.test(w))).toHaveLength(1);
    expect(await h.read(`Assistant/${functionalName}.md`)).toMatch(/the summary cites L10 of the transcript/);
  });

  it('X1: beside lines the transcript does not have (U22), the unread existing line is named too', async () => {
    h = await startHarness([READ_20_40, { text: reply('L3, L10, L9999') }], { readsFirst: false });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.warnings.some((w) => /does not have: L3, L9999/.test(w))).toBe(true);
    expect(run.warnings.some((w) => UNREAD.test(w))).toBe(true);
  });

  it('X1: a line the model read gets no warning; finish({ body }) of a session warns like the final reply', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 20 } }] },
      { text: reply('L10') },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await h.read(run.summaryPath)).toContain('(L10)');
    expect(run.warnings.some((w) => /never shown/.test(w))).toBe(false);
    const session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL, force: true });
    const read = toolDefinitions(session.toolSession).find((d) => d.name === 'read_transcript');
    await read?.execute({ from: 20, to: 40 }, {});
    const done = await session.finish({ body: reply('L10, L11') });
    expect(
      done.warnings.some((w) =>
        /cites L10, L11 of the transcript .* lines the model was never shown/.test(w),
      ),
    ).toBe(true);
  });
});
