/**
 * L206 (newcomer session 32 N4, the rest). An Obsidian meeting template kept among the meetings with
 * `status: ended` (as a template often has) was taken by the daemon as a meeting: logged `waiting for
 * a transcript` and listed by `ma-daemon status`, or, with a transcript linked, queued for a run. Now
 * the trigger calls it `template` (core `templateNoteReason`): never run, never "waiting", said once
 * (`left alone: an Obsidian template, not a meeting`, naming why); the template's bytes unchanged, no
 * summary or context note made. A real meeting next to it is still waited for and summarized.
 * V261 (session 50): a drawing of Obsidian's Excalidraw plugin among the meetings (a plain-named one
 * with the plugin's `excalidraw-plugin:` key and `status: ended`) is left alone the same way (`left
 * alone: an Excalidraw drawing, not a meeting`): it was summarized and its frontmatter rewritten.
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note); apps/daemon/README.md.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, readLog, runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

const PLACEHOLDERS = [
  '---',
  'title: "{{title}}"',
  'date: {{date:YYYY-MM-DD}}',
  'status: ended',
  '---',
  '## Notes',
  '- {{title}} notes here',
  '',
].join('\n');

const IN_FOLDER = [
  '---',
  'title: Standup',
  'date: 2026-11-20',
  'status: ended',
  'transcript: "[[Transcripts/Standup talk]]"',
  '---',
  '## Notes',
  '- agenda',
  '',
].join('\n');

/** V261: an Excalidraw drawing saved under a plain name, marked ended. */
const DRAWING =
  '---\nexcalidraw-plugin: parsed\nstatus: ended\n---\n# Text Elements\nWe decided on BLE ^k2Hd9\n';

describe('L206: the daemon leaves an Obsidian template among the meetings alone', () => {
  it('L206, V261: no wait, no run, said once (templates and a drawing); the real meeting beside it is still summarized', async () => {
    const vault = await t.vault();
    await mkdir(vault.abs('.obsidian'), { recursive: true });
    await writeFile(vault.abs('.obsidian/templates.json'), '{"folder":"Meetings/Templates"}');
    await mkdir(vault.abs('Meetings/_templates'), { recursive: true });
    await mkdir(vault.abs('Meetings/Templates'), { recursive: true });
    await vault.writeAtomic('Meetings/_templates/Meeting.md', PLACEHOLDERS);
    await vault.writeAtomic('Meetings/Templates/Standup.md', IN_FOLDER);
    await vault.writeAtomic('Meetings/Whiteboard.md', DRAWING);
    await vault.writeAtomic(
      'Transcripts/Standup talk.md',
      '[00:00:03] **Anna:** We decided to keep the template short.\n[00:00:09] **Ben:** I will send it by Friday.\n',
    );
    const real = '2026-11-20 Casing';
    await vault.writeMeeting(real, 'ended');
    await vault.writeTranscript(real);
    const d = t.daemon(vault);
    await d.ready();
    await waitFor('the real summary', async () =>
      (await readdir(vault.abs('Summaries'))).includes(`${real}.md`),
    );
    const alone = await waitFor('both templates said', async () => {
      const said = await entries(vault, 'left alone: an Obsidian template, not a meeting');
      return said.length === 2 ? said : null;
    });
    expect(alone.find((e) => e.meeting === 'Meetings/_templates/Meeting.md')?.detail).toBe(
      'its frontmatter holds the template placeholders {{title}}, {{date:YYYY-MM-DD}}, not filled in',
    );
    expect(alone.find((e) => e.meeting === 'Meetings/Templates/Standup.md')?.detail).toBe(
      'it is in the templates folder "Meetings/Templates" that Obsidian\'s settings name',
    );
    const drawing = await waitFor('the drawing said', async () => {
      const said = await entries(vault, 'left alone: an Excalidraw drawing, not a meeting');
      return said.length === 1 ? said : null;
    });
    expect(drawing[0]?.meeting).toBe('Meetings/Whiteboard.md');
    expect(drawing[0]?.detail).toBe("its frontmatter has the Excalidraw plugin's excalidraw-plugin: key");
    expect(await vault.read('Meetings/Whiteboard.md')).toBe(DRAWING);
    const log = await readLog(vault);
    const templates = new Set(['Meetings/_templates/Meeting.md', 'Meetings/Templates/Standup.md']);
    expect(
      log.filter(
        (e) =>
          templates.has(e.meeting ?? '') &&
          e.msg !== 'left alone: an Obsidian template, not a meeting' &&
          e.level >= 30,
      ),
    ).toEqual([]);
    expect(await vault.read('Meetings/_templates/Meeting.md')).toBe(PLACEHOLDERS);
    expect(await vault.read('Meetings/Templates/Standup.md')).toBe(IN_FOLDER);
    expect((await readdir(vault.abs('Summaries'))).sort()).toEqual([`${real}.md`]);
    const status = await runDaemonCommand(['status', '--vault', vault.root]);
    expect(status.stdout).not.toContain('waiting for a transcript');
    expect(status.stdout).not.toContain('Template');
  });
});
