/**
 * Review S17: a 0-byte meeting note (or one of only whitespace, or only a byte order mark) was
 * summarized — a summary and a context note written for a note that holds no meeting
 * (docs/vault-format.md, Meeting note: frontmatter with the transcript link, body = notes). It is
 * now refused naming the note (`SummaryRunError` `empty-note` since L30), every file as it was, by
 * `summarizeMeeting` (both engines start the same way) and `openMeetingSession`. A note with
 * frontmatter or body text still runs. A temp copy of the sample vault, the extractive engine.
 * Spec: reviewA S17; docs/vault-format.md (Meeting note); packages/agent/README.md.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function snapshot(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()))
    out[path.join(f.parentPath, f.name)] = await readFile(path.join(f.parentPath, f.name), 'latin1');
  return out;
}

describe('S17: an empty meeting note is refused, nothing written', () => {
  it('S17: 0 bytes, whitespace, BOM only, BOM + CRLF blank lines → refused naming the note; a body-only note still runs', async () => {
    h = await startHarness([], { model: null });
    const bodies: Record<string, string> = {
      zero: '',
      blank: ' \n\t\n',
      bom: '\uFEFF',
      bomcrlf: '\uFEFF\r\n\r\n',
    };
    for (const [name, body] of Object.entries(bodies)) {
      await writeFile(path.join(h.root, 'Meetings', `${name}.md`), body);
      const before = await snapshot(h.root);
      const what = name === 'zero' ? 'is empty (0 bytes)' : 'holds only whitespace';
      const run = await summarizeMeeting({
        vault: h.vault,
        meeting: name,
        env: {},
        engine: 'extractive',
      }).catch((e: unknown) => e);
      expect(SummaryRunError.isInstance(run), String(run)).toBe(true);
      expect((run as SummaryRunError).reason).toBe('empty-note');
      expect((run as Error).message).toContain(
        `meeting note Meetings/${name}.md ${what}: nothing to summarize`,
      );
      await expect(openMeetingSession({ vault: h.vault, meeting: name })).rejects.toThrow(
        `meeting note Meetings/${name}.md ${what}`,
      );
      expect(await snapshot(h.root)).toEqual(before);
    }
    await writeFile(path.join(h.root, 'Meetings', 'notesonly.md'), 'We agreed to ship on Friday.\n');
    const ok = await summarizeMeeting({
      vault: h.vault,
      meeting: 'notesonly',
      env: {},
      engine: 'extractive',
    });
    expect(ok.summaryPath).toBe('Summaries/notesonly.md');
  });
});
