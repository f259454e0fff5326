/**
 * L194 (session 31's leftovers): a Markdown export whose turns are headings (Notion/Fireflies/Otter:
 * `## Anna Lee (00:00:05)`, a blank line, the paragraph spoken) was refused by `ma import` ("cannot tell
 * what kind of transcript … (no speaker or time found)", exit 1, nothing written). Now the built `ma
 * import` writes its turns, and `ma summarize` with the offline engine sees those speakers (owners of
 * the next steps). Real `ma` processes, a temp vault.
 * Spec: docs/transcript-import.md (Formats, `text`: Markdown heading turns).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NOTION =
  '# Field sensor sync\n\n## Agenda\n- Casing\n- Next batch\n\n' +
  '## Anna Lee (00:00:05)\n\nThe rubber casing failed the drop test twice.\n\n' +
  '## Bob Stone - 00:01:10\n\nI will order the new casing samples by Friday.\n\n' +
  '### Anna Lee | 2:00\n\nGood. We decided to move the next batch to March.\n';

describe('L194: ma import of Markdown heading turns, then ma summarize offline', () => {
  let vault: string;
  let src: string;
  beforeEach(async () => {
    vault = await mkdtemp(join(tmpdir(), 'ma-l194-'));
    src = await mkdtemp(join(tmpdir(), 'ma-l194-src-'));
    await writeFile(join(vault, 'meeting-assistant.json'), '{}\n');
  });
  afterEach(async () => {
    await rm(vault, { recursive: true, force: true });
    await rm(src, { recursive: true, force: true });
  });

  it('L194: the turns imported with speakers and times; the offline summary names them', async () => {
    const file = join(src, 'notion-export.md');
    await writeFile(file, NOTION);
    const run = await runMa(['import', file, '--vault', vault, '--date', '2026-05-04']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('(text, 3 speaker turns, speakers: Anna Lee, Bob Stone)');
    const stem = '2026-05-04 Field sensor sync';
    const transcript = parseNote(await readFile(join(vault, 'Transcripts', `${stem}.md`), 'utf8'));
    expect(transcript.body.trim().split('\n')).toEqual([
      '[00:00:05] **Anna Lee:** The rubber casing failed the drop test twice.',
      '[00:01:10] **Bob Stone:** I will order the new casing samples by Friday.',
      '[00:02:00] **Anna Lee:** Good. We decided to move the next batch to March.',
    ]);
    const meeting = await readFile(join(vault, 'Meetings', `${stem}.md`), 'utf8');
    expect(parseNote(meeting).frontmatter?.data).toMatchObject({
      title: 'Field sensor sync',
      attendees: ['Anna Lee', 'Bob Stone'],
    });
    expect(meeting).toContain('## Agenda');

    const summarized = await runMa(['summarize', stem, '--vault', vault, '--engine', 'extractive']);
    expect(summarized.code, summarized.stderr).toBe(0);
    const summary = await readFile(join(vault, 'Summaries', `${stem}.md`), 'utf8');
    expect(summary.split('## Next steps')[1]).toContain('- [ ] Bob Stone: ');
    expect(summary).toContain('Anna Lee');
  });
});
