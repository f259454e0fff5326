/**
 * Review 10 W8: a transcript note with no spoken line (empty, only frontmatter, only times) is no plain success:
 * the run returns a warning (printed by `ma summarize`, logged by the daemon) that is also in the run record.
 * Spec: review10 W8; newcomer report N8 (a success that did nothing says so).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('W8: an empty transcript is summarized with a warning', () => {
  it('W8: empty, frontmatter-only and times-only transcripts warn on the run and in the run record; a spoken one does not', async () => {
    h = await startHarness([], { model: null });
    const bodies: Record<string, string> = {
      empty1: '',
      front1: '---\nlanguage: en\n---\n',
      times1: '[00:00:01]\n00:00:03\n',
      spoken1: 'Alice: We decided to ship on Friday.\n',
    };
    for (const [name, body] of Object.entries(bodies)) {
      await writeFile(
        path.join(h.root, 'Meetings', `${name}.md`),
        // Notes of its own: an empty transcript and no notes at all is refused (reviewA U1).
        `---\ntitle: ${name}\ndate: 2026-05-01\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\nNotes: decide the casing.\n`,
      );
      await writeFile(path.join(h.root, 'Transcripts', `${name}.md`), body);
      const run = await summarizeMeeting({ vault: h.vault, meeting: name, env: {}, engine: 'extractive' });
      const context = await h.read(run.contextPath);
      const warning = `the transcript Transcripts/${name}.md has no spoken lines: the summary holds only your notes`;
      if (name === 'spoken1') {
        expect(run.warnings.join('\n')).not.toContain('no spoken lines');
        continue;
      }
      expect([name, run.warnings.some((w) => w.startsWith(warning))]).toEqual([name, true]);
      expect(context).toContain(`- warning: ${warning}`);
    }
  });
});
