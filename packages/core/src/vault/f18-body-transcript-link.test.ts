/**
 * F18 (newcomer review, session 29): a meeting note that links its transcript in its body — the usual
 * Obsidian ways: `Transcript: [[…]]`, a link under `## Transcript`, an embed `![[…]]`, a Markdown link
 * `[x](x%20y.md)` — instead of the `transcript:` property was read as a meeting without a transcript:
 * the run summarized nothing and ended ok, doctor said "all good". Now `readMeeting` (the one resolver
 * behind runs, read tools and doctor) uses that link; several, or one that names no file, are reported.
 * Real files, a temp copy of the sample vault.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { bodyTranscriptLinks } from './body-transcript-links.js';
import { readMeeting } from './read-meeting.js';
import { unresolvedLinkMessage } from './unresolved-link-message.js';
import type { Vault } from './vault.js';

const NAME = '2026-03-11 Remote control conceptual design';
const MOVED = `Transcripts/${NAME} transcript.md`;
let vault: Vault;
let dir: TempDir;
let meetingFile: string;
let original: string;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  // The transcript under another name than the meeting's, so no default file stands in for the link.
  await rename(path.join(vault.root, `Transcripts/${NAME}.md`), path.join(vault.root, MOVED));
  meetingFile = path.join(vault.root, `Meetings/${NAME}.md`);
  original = (await readFile(meetingFile, 'utf8')).replace(/^transcript: .*\n/m, '');
});
afterEach(async () => dir.cleanup());

/** The meeting note with `body` added after its frontmatter (no `transcript:` property). */
async function withBody(body: string): Promise<void> {
  await writeFile(
    meetingFile,
    original.replace(/^---\n([\s\S]*?)\n---\n/, (fm) => `${fm}${body}`),
  );
}

describe('F18: a transcript linked in the meeting note body', () => {
  it('F18: every usual form (label, bold, Dataview, section, embed, Markdown link, other case) names the transcript', async () => {
    const forms = [
      `Transcript: [[${NAME} transcript]]\n`,
      `**Transcript:** [[Transcripts/${NAME} transcript|the recording]]\n`,
      `- transcript:: [[${NAME} transcript]]\n`,
      `## Transcript\n\n[[${NAME} transcript]]\n\n## Notes\n`,
      `## Transcript\n![[${NAME} transcript]]\n`,
      `![[${NAME.toLowerCase()} TRANSCRIPT]]\n`,
      `Transcript: [the recording](Transcripts/${encodeURIComponent(`${NAME} transcript`)}.md)\n`,
      `### Transcript\nSee [here](<Transcripts/${NAME} transcript.md>) for the whole meeting.\n`,
    ];
    for (const form of forms) {
      await withBody(form);
      const meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
      expect(meeting.links.transcript, form).toBe(MOVED);
      expect(meeting.unresolved, form).toEqual([]);
      expect(meeting.transcriptFromBody?.line, form).toBeGreaterThan(10);
    }
  });

  it('F18: a body link that names no file is reported with its line, never read as "no transcript"', async () => {
    await withBody(`Transcript: [[${NAME} transcrpt]]\n`);
    const meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
    expect(meeting.links.transcript).toBeNull();
    const [broken] = meeting.unresolved;
    expect(broken?.reason).toBe('missing');
    expect(broken?.closest).toContain(MOVED);
    const line = original.split('\n').indexOf('---', 1) + 2;
    expect(unresolvedLinkMessage(broken!, meeting.path)).toContain(
      `transcript link "[[${NAME} transcrpt]]" on line ${line} of Meetings/${NAME}.md's body names no file`,
    );
  });

  it('F18: two transcript links in the body are refused naming both, with the property to write', async () => {
    await withBody(
      `## Transcript\n- [[${NAME} transcript]]\n- [[Transcripts/2026-03-10 Remote control functional design]]\n`,
    );
    const meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
    expect(meeting.links.transcript).toBeNull();
    expect(meeting.unresolved[0]?.reason).toBe('not-a-link');
    expect(unresolvedLinkMessage(meeting.unresolved[0]!, meeting.path)).toMatch(
      /links 2 notes as the transcript .*transcript: "\[\[2026-03-11 Remote control conceptual design transcript\]\]"/,
    );
  });

  it('F18: links that are not the transcript stay so (other links, comments, code, a property that wins)', async () => {
    // A plain link in running text, an embed outside the transcripts folder, commented and fenced links.
    await withBody(
      `See [[${NAME} transcript]] later.\n![[Projects/remote-control/decisions]]\n%% Transcript: [[${NAME} transcript]] %%\n\`\`\`\nTranscript: [[${NAME} transcript]]\n\`\`\`\n`,
    );
    let meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
    expect(meeting.links.transcript).toBeNull();
    expect(meeting.unresolved).toEqual([]);
    // The property is the link when there is one.
    await writeFile(
      meetingFile,
      original
        .replace(/^tags:/m, `transcript: "[[${MOVED}]]"\ntags:`)
        .replace(/\n---\n/, '\n---\nTranscript: [[nothing]]\n'),
    );
    meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
    expect(meeting.links.transcript).toBe(MOVED);
    expect(meeting.transcriptFromBody).toBeUndefined();
  });

  it('F18: bodyTranscriptLinks gives line numbers of the file and skips web addresses', () => {
    expect(bodyTranscriptLinks('# Standup\nTranscript: [x](https://example.com) [[a b]]\n', 4)).toEqual([
      { link: '[[a b]]', line: 5, how: 'label' },
    ]);
  });
});
