/**
 * Leftovers session 33 (templates, the rest of newcomer s32 N4): `ma summarize <unknown name>` answered
 * "not found …; known: "0 Templater", "1-on-1 template", … " — the CLI's list of known meetings (and the
 * example name of its path refusal) named Obsidian templates kept among the meetings; a name a template
 * shares with a meeting was "ambiguous". Now neither is named; the real meetings are. Built `ma`, a temp
 * copy of the sample vault.
 * Spec: newcomer session 32 N4; leftovers session 33; docs/vault-format.md (Meeting note: templates).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('leftovers s33: the CLI names no Obsidian template as a meeting', { timeout: 120_000 }, () => {
  it('the not-found "known: …" line and a shared name leave templates out', async () => {
    const root = t.vault.root;
    const put = async (rel: string, text: string) => {
      await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
      await writeFile(path.join(root, rel), text);
    };
    await put('Meetings/0 Templater.md', '---\ndate: <% tp.date.now("YYYY-MM-DD") %>\n---\n');
    await put('Meetings/1-on-1 template.md', '---\ntitle: "{{title}}"\ndate: {{date}}\n---\n## Notes\n');
    await put('Meetings/Standup.md', '---\ntitle: "{{title}}"\n---\n');
    await put(
      'Meetings/2026/Standup.md',
      '---\ntitle: Standup\ndate: 2026-04-01\n---\n## Notes\n- shipped it\n',
    );
    const missing = await runMa(['summarize', 'No such meeting', '--engine', 'extractive', '--vault', root]);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('known: "2026-02-25 Education committee - Estyn annual report"');
    expect(missing.stderr).toContain('(7 meetings in Meetings/; 3 templates left out)');
    expect(missing.stderr).not.toMatch(/Templater|1-on-1 template|"Meetings\/Standup"/);
    // The name a template shares with one meeting is that meeting (was: ambiguous between both).
    const shared = await runMa(['tool', 'read_meetingnote', '--meeting', 'Standup', '--vault', root]);
    expect(shared.stdout + shared.stderr).not.toContain('ambiguous');
    expect(shared.stdout).toContain('shipped it');
  });
});
