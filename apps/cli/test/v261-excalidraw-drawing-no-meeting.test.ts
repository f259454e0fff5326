/**
 * V261 (session 50, Obsidian vault probe): a drawing of Obsidian's Excalidraw plugin kept among the
 * meetings (`Meetings/Drawing 2026-11-20.excalidraw.md`, the plugin's file name, or a drawing saved as
 * `Whiteboard.md` with the plugin's `excalidraw-plugin:` frontmatter key) was a meeting to every entry
 * point: `ma doctor` counted it, `ma summarize` wrote `Summaries/Drawing 2026-11-20.excalidraw.md` (which
 * the plugin then opens as a broken drawing) and rewrote the drawing's frontmatter (`status: summarized`,
 * `summary:`, `context:`), and `ma tool add_attendee` wrote into it, rc 0. Now it is no meeting, as an
 * Obsidian template is not (core `templateNoteReason`): doctor says how many drawings it skipped,
 * `ma summarize` and every tool write refuse it naming why, and every file is as it was.
 * Built `ma`, a temp copy of the sample vault on the real file system.
 * Spec: docs/vault-format.md (Meeting note: templates and drawings).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';
import { vaultTree } from './vault-tree.js';

const t = sampleVaultPerTest();

/** The Excalidraw plugin's own layout of a drawing: its key, its text elements, the drawing in a comment. */
const DRAWING =
  '---\nexcalidraw-plugin: parsed\ntags: [excalidraw]\n---\n==⚠  Switch to EXCALIDRAW VIEW in the MORE OPTIONS menu of this document. ⚠==\n\n# Text Elements\nship BLE ^k2Hd9\n\n%%\n# Drawing\n```json\n{"type":"excalidraw","version":2,"elements":[]}\n```\n%%\n';
/** A drawing saved under a plain name (the plugin's "add .excalidraw to file names" off), marked ended. */
const PLAIN =
  '---\r\nexcalidraw-plugin: raw\r\nstatus: ended\r\n---\r\n# Text Elements\r\nWe decided on BLE\r\n';

describe('V261: an Excalidraw drawing among the meetings is no meeting', { timeout: 180_000 }, () => {
  it('V261: doctor skips it, summarize and tool writes refuse it, every file as it was', async () => {
    const root = t.vault.root;
    await writeFile(path.join(root, 'Meetings/Drawing 2026-11-20.excalidraw.md'), DRAWING);
    await writeFile(path.join(root, 'Meetings/Whiteboard.md'), PLAIN);
    const before = await vaultTree(root);
    const doctor = await runMa(['doctor', '--vault', root]);
    const line = doctor.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toContain(
      '(2 Excalidraw drawings skipped: Meetings/Drawing 2026-11-20.excalidraw.md; Meetings/Whiteboard.md)',
    );
    for (const [meeting, why] of [
      [
        'Meetings/Drawing 2026-11-20.excalidraw.md',
        "its name ends in .excalidraw.md, as the Excalidraw plugin's drawings do",
      ],
      ['Whiteboard', "its frontmatter has the Excalidraw plugin's excalidraw-plugin: key"],
    ] as const) {
      const run = await runMa(['summarize', meeting, '--vault', root]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`is an Excalidraw drawing, not a meeting (${why}); nothing was written`);
      const onDrawing = ['tool', 'add_attendee', '--meeting', meeting, '--vault', root];
      const tool = await runMa([...onDrawing, '--args', JSON.stringify({ name: 'Ana Lima' })]);
      expect(tool.code).not.toBe(0);
      expect(tool.stderr + tool.stdout).toContain('is an Excalidraw drawing, not a meeting');
    }
    expect(await vaultTree(root)).toEqual(before);
  });
});
