/**
 * L540: `ma summarize <unknown name>` (and `ma tool … --meeting`, `ma mcp`'s tool calls: one message) ended its
 * "known: …" list with "… (9 notes in Meetings/)": every note of the folder was counted, the Obsidian templates and
 * Excalidraw drawings kept there among them, which ma refuses as meetings (leftovers s33, V261). Now the count is of
 * meetings, and what was left out is said: "… (7 meetings in Meetings/; 1 template and 1 drawing left out)"; with
 * every name shown, " (… left out)" after them; with none, after "it has no meeting notes yet". A did-you-mean name
 * a template shares with one meeting was shown as both notes' paths, the template's among them. Built `ma`, a temp
 * copy of the sample vault with a template and a drawing added.
 * Spec: newcomer session 32 N4; leftovers session 33; V261; docs/vault-format.md (Meeting note: templates and drawings).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

const TEMPLATE = '---\ntitle: "{{title}}"\ndate: {{date:YYYY-MM-DD}}\n---\n## Notes\n';
const DRAWING_BY_KEY = '---\nexcalidraw-plugin: parsed\ntags: [excalidraw]\n---\n# Text Elements\nBoard\n';

async function put(rel: string, text: string): Promise<void> {
  const abs = path.join(t.vault.root, rel);
  await mkdir(path.dirname(abs), { recursive: true });
  await writeFile(abs, text);
}

/** What follows "known: " (or the whole line) in the refusal of an unknown meeting, for `ma summarize` and `ma tool`. */
async function refusals(): Promise<string[]> {
  const root = t.vault.root;
  const summarize = await runMa(['summarize', 'Budget review', '--engine', 'extractive', '--vault', root]);
  const tool = await runMa(['tool', 'read_meetingnote', '--meeting', 'Budget review', '--vault', root]);
  for (const run of [summarize, tool]) expect(run.code).toBe(2);
  return [summarize.stderr, tool.stderr];
}

describe('L540: the not-found count and names cover meetings only', { timeout: 120_000 }, () => {
  it('beyond six meetings: "… (7 meetings in Meetings/; 1 template and 1 drawing left out)"', async () => {
    await put('Meetings/2026-04-01 Retro.md', '---\ndate: 2026-04-01\n---\n## Notes\n- shipped\n');
    await put('Meetings/Aardvark template.md', TEMPLATE);
    await put('Meetings/Aardvark board.excalidraw.md', DRAWING_BY_KEY);
    for (const stderr of await refusals()) {
      expect(stderr).toContain('"2026-02-25 Education committee - Estyn annual report"');
      expect(stderr).toContain(', … (7 meetings in Meetings/; 1 template and 1 drawing left out)');
      expect(stderr).not.toMatch(/Aardvark|notes in Meetings/);
    }
  });

  it('six meetings, all named: the names, then what was left out', async () => {
    await put('Meetings/_templates/Meeting.md', TEMPLATE);
    await put('Meetings/Templater.md', '---\ndate: <% tp.date.now("YYYY-MM-DD") %>\n---\n');
    // A drawing saved under a plain name: known by its frontmatter key.
    await put('Meetings/Board.md', DRAWING_BY_KEY);
    for (const stderr of await refusals()) {
      const known = stderr.slice(stderr.indexOf('known: '));
      expect(known.match(/"[^"]+"/g)).toHaveLength(6);
      expect(known).toContain(
        '"2026-03-12 Remote control detailed design" (2 templates and 1 drawing left out)',
      );
      expect(known).not.toMatch(/…|Templater|Board|Meeting"/);
    }
  });

  it('did you mean: a name a template shares with one meeting is that meeting, not both paths', async () => {
    await put('Meetings/Standup.md', TEMPLATE);
    await put('Meetings/2026/Standup.md', '---\ndate: 2026-04-01\n---\n## Notes\n- shipped\n');
    const run = await runMa(['tool', 'read_meetingnote', '--meeting', 'Standupp', '--vault', t.vault.root]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('did you mean "Standup"?');
    expect(run.stderr).not.toContain('Meetings/Standup');
  });

  it('no meeting at all: "no meeting notes yet", and what was left out', async () => {
    const folder = path.join(t.vault.root, 'Meetings');
    for (const name of await readdir(folder)) await rm(path.join(folder, name), { recursive: true });
    await put('Meetings/Board.excalidraw.md', DRAWING_BY_KEY);
    for (const stderr of await refusals()) {
      expect(stderr).toContain('it has no meeting notes yet (1 drawing left out); `ma import');
    }
  });
});
