/**
 * L207 (newcomer session 32 N4, the rest). Since R49 `ma summarize` refuses an Obsidian template kept
 * among the meetings, but the other entry points still took it as a meeting: `ma doctor` counted it
 * (and FAILed "nothing to summarize" for a Templater one), `ma mcp`'s `list_meetings` offered it and its
 * `write_summary` + `finish_summary` wrote a summary of placeholders and rewrote the template
 * (`status: summarized`, `summary:`, `context:`), and `ma tool add_attendee` wrote into it. Now every
 * entry point treats it as no meeting: doctor says how many templates it skipped, `list_meetings` leaves
 * them out, and every write is refused naming why, every file as it was.
 * Built `ma`, the MCP SDK client, a temp copy of the sample vault.
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';
import { vaultTree } from './vault-tree.js';

const t = sampleVaultPerTest();

const TRANSCRIPT = 'transcript: "[[Transcripts/2026-03-10 Remote control functional design]]"';
/** Obsidian core Templates syntax, kept in a subfolder of the meetings folder. */
const CORE = `---\ntitle: "{{title}}"\ndate: {{date:YYYY-MM-DD}}\nstatus: ended\n${TRANSCRIPT}\n---\n## Notes\n- {{title}} notes here\n`;
/** A Templater template in the folder Templater's settings name (no placeholder in its frontmatter). */
const TEMPLATER = `---\nstatus: ended\n${TRANSCRIPT}\n---\n<% tp.file.cursor() %>\n`;

describe('L207: an Obsidian template among the meetings is no meeting at any entry point', {
  timeout: 180_000,
}, () => {
  it('L207: doctor skips and counts it; list_meetings leaves it out; finish_summary, write_summary, add_attendee refuse it', async () => {
    const root = t.vault.root;
    const put = async (rel: string, text: string) => {
      await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
      await writeFile(path.join(root, rel), text);
    };
    await put('Meetings/_templates/Meeting.md', CORE);
    await put('.obsidian/plugins/templater-obsidian/data.json', '{"templates_folder":"Meetings/Tpl"}');
    await put('Meetings/Tpl/Weekly.md', TEMPLATER);
    const before = await vaultTree(root);

    const doctor = await runMa(['doctor', '--vault', root]);
    const meetingsLine = (doctor.stdout + doctor.stderr)
      .split('\n')
      .find((l) => /meetings/.test(l) && /meeting notes? in Meetings\//.test(l));
    expect(meetingsLine, doctor.stdout).toContain(
      '6 meeting notes in Meetings/ (2 Obsidian templates skipped: Meetings/Tpl/Weekly.md; Meetings/_templates/Meeting.md)',
    );
    expect(doctor.stdout + doctor.stderr).not.toMatch(
      /_templates\/Meeting\.md has nothing|Tpl\/Weekly\.md has nothing/,
    );
    expect(doctor.stdout + doctor.stderr).not.toContain('nothing to summarize');

    const c = new Client({ name: 'test-host', version: '1.0.0' }, {});
    await connectMaMcp(c, ['--vault', root]);
    t.onCleanup(() => c.close());
    const listed = textOf(await c.callTool({ name: 'list_meetings', arguments: { limit: 500 } }));
    expect(listed).toContain('2026-03-10 Remote control functional design');
    expect(listed).not.toMatch(/^(Meeting|Weekly)$/m);
    for (const [meeting, why] of [
      [
        '_templates/Meeting',
        'its frontmatter holds the template placeholders {{title}}, {{date:YYYY-MM-DD}}, not filled in',
      ],
      [
        'Meetings/Tpl/Weekly.md',
        'it is in the templates folder "Meetings/Tpl" that Obsidian\'s settings name',
      ],
    ] as const) {
      const wrote = textOf(
        await c.callTool({
          name: 'write_summary',
          arguments: { meeting, content: '## Summary\n- {{title}} notes here\n' },
        }),
      );
      expect(wrote, meeting).toContain(
        `is an Obsidian template, not a meeting (${why}); nothing was written`,
      );
      const finished = textOf(await c.callTool({ name: 'finish_summary', arguments: { meeting } }));
      expect(finished, meeting).toContain(
        `is an Obsidian template, not a meeting (${why}); nothing was written`,
      );
      const tool = await runMa([
        'tool',
        'add_attendee',
        '--meeting',
        meeting,
        '--args',
        '{"name":"Zed"}',
        '--vault',
        root,
      ]);
      expect(tool.code, tool.stderr).not.toBe(0);
      expect(tool.stdout + tool.stderr, meeting).toContain(
        `is an Obsidian template, not a meeting (${why}); nothing was written`,
      );
    }
    expect(await vaultTree(root)).toEqual(before);
  });
});
