/**
 * reviewA R2 (session 22): a file whose name is not UTF-8 (`caf\xe9.md`: Latin-1 bytes from an old zip
 * archive or a Samba share) in a project folder was counted by `list_projectfiles` (`· 3 files`) but no
 * line showed it (Node reads the name with U+FFFD, which names no file, so its scan found nothing), and
 * `search` showed its lines under that U+FFFD name, which `read_projectfile` answers with "file not
 * found". The listing now shows it with its bytes written out and why no tool can open it; search
 * leaves it out with a note naming it the same way (R1's check). Real fs (a sample-vault copy), real tools, real ripgrep.
 * Spec: reviewA R2 (session 22); docs/tools.md (UTF-8 text files only; list_projectfiles).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, openVault } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryDraft } from '../src/session/summary-draft.js';
import { createToolSession } from '../src/session/tool-session.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS } from '../src/test-support/sample-vault.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => cleanup?.());

describe('R2 (reviewA, session 22): a file name that is not UTF-8', () => {
  it('R2: list_projectfiles shows every file it counts, a Latin-1 name with its bytes written out; search leaves it out with a note', async () => {
    const temp = await copySampleVault();
    cleanup = temp.cleanup;
    const folder = path.join(temp.root, 'Projects/remote-control');
    // Latin-1 bytes, two bytes no encoding of é starts with, then UTF-8 text: only the first three are written out.
    await writeFile(
      Buffer.concat([Buffer.from(`${folder}/caf\xe9 \xff\xfe `, 'latin1'), Buffer.from('\u00e9t\u00e9.md')]),
      'quokka notes\n',
    );
    await writeFile(
      Buffer.concat([Buffer.from(`${folder}/`), Buffer.from('r\u00e9sum\u00e9.md')]),
      'quokka ok\n',
    );
    const vault = await openVault(temp.root, await loadConfig({ vault: temp.root }));
    const session = await createToolSession({
      vault,
      meetingPath: MEETINGS.functional,
      summaryDraft: createMemoryDraft(),
    });
    const listing = (await runTool(session, 'list_projectfiles', { project: 'remote-control' })).split('\n');
    const count = Number(/ · (\d+) files$/.exec(listing[0] ?? '')?.[1]);
    expect(listing.length - 1).toBe(count);
    expect(listing).toContain(
      'caf\\xe9 \\xff\\xfe \u00e9t\u00e9.md (its file name is not UTF-8 text, so no tool can open it; rename the file)',
    );
    expect(listing).toContain('r\u00e9sum\u00e9.md (1 line)');
    const found = await runTool(session, 'search', { query: 'quokka' });
    expect(found).toContain('Projects/remote-control/r\u00e9sum\u00e9.md:1 quokka ok');
    expect(found).not.toContain('quokka notes');
    expect(found).toContain(
      'note: Projects/remote-control/caf\\xe9 \\xff\\xfe \u00e9t\u00e9.md: not searched: its file name is not UTF-8 text, so no tool can open it; rename the file',
    );
  });
});
