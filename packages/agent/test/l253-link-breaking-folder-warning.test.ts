/**
 * Leftovers L253 (L248 left open): a summaries or context folder configured with `# ^ | [ ]` in its
 * name (`Summaries #2`, `Assistant [AI]`) makes every run link its notes by Markdown links (Obsidian
 * ends a [[wikilink]]'s path at those characters), which Obsidian's Properties view shows as plain
 * text; only `ma doctor` said so, runs were silent. Now each run says it in one warning naming every
 * such folder and its setting (also in the run record); plain folders give none. Real scripted
 * server, temp sample vault. Spec: docs/contracts.md "Links written".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, minimalScript, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const FOLDERS = {
  meetings: 'Meetings',
  transcripts: 'Transcripts',
  notes: 'Notes',
  summaries: 'Summaries',
  context: 'Assistant',
  projects: 'Projects',
  identities: 'Identities',
  trash: '.trash',
};

describe('L253: a run into folders whose names end a wikilink', () => {
  it('warns once, naming each folder and setting; the links it wrote are Markdown links', async () => {
    h = await startHarness(minimalScript(), {
      config: { folders: { ...FOLDERS, summaries: 'Summaries #2', context: 'Assistant [AI]' } } as never,
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const said = run.warnings.filter((w) => w.includes("end an Obsidian [[wikilink]]'s path"));
    expect(said).toEqual([
      `the folders "Summaries #2" (folders.summaries), "Assistant [AI]" (folders.context) have # ^ | [ ] in their names, which end an Obsidian [[wikilink]]'s path, so this run linked the notes there by Markdown links, which Obsidian's Properties view shows as text, not as links; rename the folder without # ^ | [ ] (in Obsidian, so its links follow) and set the same name in meeting-assistant.json`,
    ]);
    expect(await h.read(FUNCTIONAL)).toContain('](Summaries%20%232/');
    expect(await h.read(`Assistant [AI]/${functionalName}.md`)).toContain(
      "end an Obsidian [[wikilink]]'s path",
    );
  });

  it('plain folder names give no such warning', async () => {
    h = await startHarness(minimalScript());
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.warnings.join('\n')).not.toContain('wikilink');
  });
});
