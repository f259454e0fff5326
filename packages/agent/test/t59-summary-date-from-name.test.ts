/**
 * T59: a meeting note without a `date:` property whose name starts with a date (`2026-03-10 Remote control …`)
 * got a summary note without `date:`, though past meetings order that meeting by the date in its name (core
 * `meetingMoment`: `date:`, else `start:`, else the name's `YYYY-MM-DD`). The summary's `date:` now comes from the
 * same reader: the name's day, or `start:`'s day; a `date:` as written is kept; a `date:` that cannot be read
 * still gives none (V7). Real summary runs (offline engine) on a temp sample vault.
 * Spec: docs/vault-format.md (Summary note `date:`; "`date:` is read by one reader … the summary's `date:`").
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Writes a meeting note with `frontmatter` lines and its transcript, summarizes it offline, returns the summary's frontmatter. */
async function summaryFrontmatter(name: string, frontmatter: string): Promise<string> {
  const root = (h as Harness).root;
  await writeFile(
    path.join(root, 'Meetings', `${name}.md`),
    `---\ntitle: ${name}\n${frontmatter}status: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
  );
  await writeFile(
    path.join(root, 'Transcripts', `${name}.md`),
    `---\nmeeting: "[[Meetings/${name}]]"\n---\n\n[00:00:01] **Alice:** We decided to ship the beta on Friday.\n`,
  );
  const result = await summarizeMeeting({
    vault: (h as Harness).vault,
    meeting: name,
    env: {},
    engine: 'extractive',
  });
  return splitNote(await (h as Harness).read(result.summaryPath)).frontmatter;
}

describe('T59: the summary of a meeting dated only by its name or start has that date', () => {
  it('T59: no `date:`, name "2026-03-10 Remote control review" → summary `date: 2026-03-10`', async () => {
    h = await startHarness([], { model: null });
    expect(await summaryFrontmatter('2026-03-10 Remote control review', '')).toMatch(/^date: 2026-03-10$/m);
  });

  it('T59: no `date:`, a `start:` → the start day, before the name', async () => {
    h = await startHarness([], { model: null });
    const fm = await summaryFrontmatter(
      '2026-03-10 Remote control start',
      'start: 2026-03-11T09:00:00+01:00\n',
    );
    expect(fm).toMatch(/^date: 2026-03-11$/m);
  });

  it('T59: a `date:` is kept as written; one that cannot be read gives no `date:`', async () => {
    h = await startHarness([], { model: null });
    expect(await summaryFrontmatter('2026-03-10 Remote control written', 'date: 2026-03-12 10:00\n')).toMatch(
      /^date: 2026-03-12 10:00$/m,
    );
    expect(
      await summaryFrontmatter('2026-03-10 Remote control unreadable', 'date: next tuesday\n'),
    ).not.toMatch(/^date:/m);
  });
});
