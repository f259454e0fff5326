/**
 * Review3 M10: project file names holding a line break or an escape sequence are written out in
 * listings (`list_projectfiles`, `search`, and so `query_meeting`, `ma tool`, `ma search`, `ma
 * mcp`): one file is one line, and no raw control character reaches a terminal. Real files in a
 * temp sample vault copy, the real rg.
 * Spec: docs/paths.md rule 2; docs/tools.md (listings); review N7 (written-out hidden characters).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters under test
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f]/;

describe('M10: names with a line break or ESC in listings', () => {
  it('list_projectfiles and search write them out: one line per file, no raw control character', async () => {
    t = await sampleSession(MEETINGS.functional);
    const dir = path.join(t.root, 'Projects/remote-control');
    await writeFile(path.join(dir, 'evil\nsecret-plans.md'), 'budget zebraword line\n');
    await writeFile(path.join(dir, 'esc\u001b]0;pwn\u0007.md'), 'budget zebraword line\n');

    const listing = await runTool(t.session, 'list_projectfiles', { project: P });
    expect(listing).toContain('evil\\nsecret-plans.md (1 line)');
    expect(listing).toContain('esc\\x1b]0;pwn\\x07.md (1 line)');
    expect(listing).not.toMatch(RAW);
    expect(listing.split('\n').some((l) => l.startsWith('secret-plans.md'))).toBe(false);

    const found = await runTool(t.session, 'search', { query: 'zebraword' });
    const lines = found.split('\n');
    expect(lines).toContain('Projects/remote-control/evil\\nsecret-plans.md:1 budget zebraword line');
    expect(lines).toContain('Projects/remote-control/esc\\x1b]0;pwn\\x07.md:1 budget zebraword line');
    expect(found).not.toMatch(RAW);
  });
});
