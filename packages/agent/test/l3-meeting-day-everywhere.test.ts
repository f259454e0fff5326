/**
 * Review L3: the model's prompt gave the meeting's day from `date:` only, and so did the offline
 * engine's due dates ("by Friday"), while the summary note's `date:` and past meetings also take the
 * day of `start:`, else the `YYYY-MM-DD` in the note's name (T59). Every reader now takes core
 * `meetingDay`. Real AI SDK loop with a scripted server, real offline runs, temp sample vault.
 * Spec: docs/vault-format.md (Meeting note `date`, `start`); T59; review L3.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness, systemMessage } from './harness.js';

const SUMMARY =
  '## Summary\nFunctions agreed (L20).\n\n## Decisions\n- Target group 15–35 (L88)\n\n## Next steps\n';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The sample functional-design meeting note with its `date:` line (and `start:`/`end:` unless `keepStart`) removed. */
async function withoutDate(root: string, keepStart: boolean): Promise<void> {
  const note = path.join(root, FUNCTIONAL);
  let text = (await readFile(note, 'utf8')).replace(/^date: .*\n/m, '');
  text = keepStart
    ? text.replace(/^start: .*$/m, 'start: 2026-03-11T09:00:00+01:00')
    : text.replace(/^(?:start|end): .*\n/gm, '');
  await writeFile(note, text);
}

describe('L3: the meeting day the model and the offline engine get is the one the summary note gets', () => {
  it('L3: no `date:` → the prompt gives the day of `start:`, else the day in the note name', async () => {
    h = await startHarness([{ text: SUMMARY }, { text: SUMMARY }]);
    await withoutDate(h.root, true);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(systemMessage(h.server, 0).split('\n')).toContain('- date: 2026-03-11');

    await withoutDate(h.root, false);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, force: true });
    // The second run's request is the last one (each run also asks once for a read first, L285).
    expect(systemMessage(h.server, h.server.requests.length - 1).split('\n')).toContain('- date: 2026-03-10');
  });

  it('L3: the offline engine counts "by Friday" from the day in the note name when there is no `date:`', async () => {
    h = await startHarness([], { model: null });
    const name = '2026-03-10 Beta planning';
    await writeFile(
      path.join(h.root, 'Meetings', `${name}.md`),
      `---\ntitle: Beta planning\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
    );
    await writeFile(
      path.join(h.root, 'Transcripts', `${name}.md`),
      `---\nmeeting: "[[Meetings/${name}]]"\n---\n\n[00:00:01] **Alice:** We decided to ship the beta.\n[00:00:09] **Bob:** I will send the release notes by Friday.\n`,
    );
    const result = await summarizeMeeting({ vault: h.vault, meeting: name, env: {}, engine: 'extractive' });
    const summary = await h.read(result.summaryPath);
    expect(summary).toMatch(/^date: 2026-03-10$/m);
    // Tuesday 2026-03-10: "by Friday" is 2026-03-13.
    expect(summary).toContain('(due 2026-03-13)');
  });
});
