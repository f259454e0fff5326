/**
 * reviewA R43: a meeting note that links a notes note (`usernotes:`) and has the user's notes typed in its own body —
 * an Obsidian template made the notes note, the user wrote in the meeting note — was summarized offline from the
 * notes note alone: with a stub notes note and no transcript, the run "succeeded" with "written from the meeting notes
 * only", "No transcript content" and "None recorded" twice, the body's decisions and tasks ignored. Now the body's
 * notes come first, then each linked notes note. Real sample-vault copy, offline engine.
 * Spec: docs/vault-format.md (Meeting note: body, usernotes); seed 003 (outputs from the transcript and user notes);
 * reviewA U1 (nothing to summarize).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, minimalScript, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('R43: the meeting body and a linked notes note', () => {
  it('R43: the body holds the notes, the linked notes note is a stub: the summary has the body’s decisions and tasks', async () => {
    h = await startHarness(minimalScript(), { model: null });
    await writeFile(path.join(h.root, 'Notes/Stub.md'), '---\ntitle: Stub\n---\n## Notes\n\n- \n');
    await writeFile(
      path.join(h.root, 'Meetings/Body notes.md'),
      [
        '---',
        'title: Body notes',
        'date: 2026-05-04',
        'status: ended',
        'usernotes: "[[Notes/Stub]]"',
        '---',
        '## Decisions',
        '- We go with vendor A for all sensors',
        '',
        '## Action items',
        '- [ ] Eve will update the plan by Monday',
        '',
      ].join('\n'),
    );
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: 'Body notes',
      engine: 'extractive',
      env: {},
    });
    const summary = await h.read(run.summaryPath);
    expect(summary).toContain('- We go with vendor A for all sensors (from user notes)');
    expect(summary).toMatch(/- \[ \] Eve will update the plan by Monday \(due 2026-05-11\)/);
    expect(summary).not.toContain('None recorded');
  });

  it('R43: both hold notes: the body’s come first, then the notes note’s, each once', async () => {
    h = await startHarness(minimalScript(), { model: null });
    await writeFile(path.join(h.root, 'Notes/Taken.md'), 'Decision: budget capped at 10k.\n');
    await writeFile(
      path.join(h.root, 'Meetings/Both notes.md'),
      '---\ntitle: Both notes\ndate: 2026-05-04\nstatus: ended\nusernotes: "[[Notes/Taken]]"\n---\nTarget group is 15 to 35.\n',
    );
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: 'Both notes',
      engine: 'extractive',
      env: {},
    });
    const summary = await h.read(run.summaryPath);
    expect(summary).toContain('Target group is 15 to 35.');
    expect(summary).toContain('- Decision: budget capped at 10k. (from user notes)');
    expect(summary.match(/Target group is 15 to 35/g)).toHaveLength(1);
  });
});
