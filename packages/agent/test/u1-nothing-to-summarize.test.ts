/**
 * Review U1: a meeting with no text to summarize — a meeting note of only frontmatter, one whose
 * transcript is empty or only frontmatter and that has no notes, one whose body is only template
 * headings and private comments, one whose linked notes are empty — was "summarized" (exit 0) into `- No transcript
 * content.` / `- None recorded.`, with a context note and `status: summarized`: a success that did
 * nothing. It is now refused naming the note and what is missing (`SummaryRunError` `empty-note`, as an empty note since L30),
 * every file as it was, by `summarizeMeeting` (both engines; `ma summarize`, the daemon);
 * `openMeetingSession` (`ma mcp`) still opens, for reads and meeting edits. A note with text in its
 * transcript, its notes or its body still runs. A temp copy of the sample vault, the extractive engine.
 * Spec: reviewA U1; docs/vault-format.md (Meeting note); packages/agent/README.md.
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

describe('U1: a meeting with nothing to summarize is refused, nothing written', () => {
  it('U1: only frontmatter, empty or frontmatter-only transcript, headings only, empty notes → refused naming why; text anywhere still runs', async () => {
    h = await startHarness([], { model: null });
    const put = (rel: string, text: string) => writeFile(path.join(h!.root, rel), text);
    await put('Transcripts/t-empty.md', '');
    await put('Transcripts/t-fm.md', '---\nmeeting: "[[Meetings/tfm]]"\n---\n\n');
    await put('Transcripts/t-times.md', '[00:00:01]\n00:00:03\n%% muted %%\n');
    await put('Notes/n-empty.md', '---\ntags: [notes]\n---\n## Notes\n\n- \n');
    const cases: Record<string, [string, string]> = {
      fmonly: ['---\ntitle: Only FM\n---\n', 'no transcript: link, its body is empty'],
      fmcrlf: ['\uFEFF---\r\ntitle: CRLF\r\n---\r\n\r\n', 'no transcript: link, its body is empty'],
      tempty: [
        '---\ntranscript: "[[Transcripts/t-empty]]"\n---\n',
        'its transcript Transcripts/t-empty.md has no spoken lines, its body is empty',
      ],
      tfm: [
        '---\ntranscript: "[[Transcripts/t-fm]]"\n---\n',
        'its transcript Transcripts/t-fm.md has no spoken lines, its body is empty',
      ],
      ttimes: [
        '---\ntranscript: "[[Transcripts/t-times]]"\n---\n',
        'its transcript Transcripts/t-times.md has no spoken lines, its body is empty',
      ],
      heads: [
        '---\ntitle: h\n---\n## Agenda\n\n## Notes\n- [ ] \n---\n%% draft:\nship? %%\n<!-- private -->\n',
        'no transcript: link, its body holds only headings',
      ],
      nempty: [
        '---\nusernotes: "[[Notes/n-empty]]"\n---\n',
        'no transcript: link, its notes Notes/n-empty.md hold no text, its body is empty',
      ],
    };
    for (const [name, [text, why]] of Object.entries(cases)) {
      await put(`Meetings/${name}.md`, text);
      const before = await snapshot(h.root);
      const run = await summarizeMeeting({
        vault: h.vault,
        meeting: name,
        env: {},
        engine: 'extractive',
      }).catch((e: unknown) => e);
      expect(SummaryRunError.isInstance(run), `${name}: ${String(run)}`).toBe(true);
      expect((run as SummaryRunError).reason).toBe('empty-note');
      expect((run as Error).message).toContain(
        `meeting note Meetings/${name}.md has nothing to summarize (${why}); nothing was written`,
      );
      expect(await snapshot(h.root)).toEqual(before);
      // A session for other agents (ma mcp) still opens: its reads and meeting edits stay usable.
      const session = await openMeetingSession({ vault: h.vault, meeting: name, lockAt: 'finish' });
      expect(session.meetingPath).toBe(`Meetings/${name}.md`);
    }
    // Text in the transcript, in the notes or in the body: runs.
    await put(
      'Transcripts/t-text.md',
      '---\nmeeting: "[[Meetings/ttext]]"\n---\n[00:00:01] **Ann:** We ship on Friday.\n',
    );
    await put('Notes/n-text.md', '## Notes\n- ship Friday\n');
    await put('Meetings/ttext.md', '---\ntranscript: "[[Transcripts/t-text]]"\n---\n');
    await put('Meetings/ntext.md', '---\nusernotes: "[[Notes/n-text]]"\n---\n');
    await put('Meetings/btext.md', '---\ntitle: b\n---\n## Notes\nWe agreed to ship on Friday.\n');
    for (const name of ['ttext', 'ntext', 'btext']) {
      const ok = await summarizeMeeting({ vault: h.vault, meeting: name, env: {}, engine: 'extractive' });
      expect(ok.summaryPath).toBe(`Summaries/${name}.md`);
    }
  });
});
