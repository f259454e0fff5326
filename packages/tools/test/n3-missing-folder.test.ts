/**
 * N3 (reviewA session 22): `list_projectfiles` with a `path` that does not exist is refused as a
 * missing folder (`folder not found: nope`), not a missing file, in every form of the path (bare,
 * with a trailing `/`, nested); `read_projectfile` of a missing file still says `file not found`.
 * Real files in a temp copy of the sample vault.
 * Spec: docs/tools.md (`list_projectfiles`); reviewA session 22, noticed N3.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());
const P = 'remote-control';

describe('N3: a missing folder is named a folder', () => {
  it('N3 list_projectfiles on a missing path says "folder not found"; read_projectfile still "file not found"', async () => {
    t = await sampleSession();
    for (const path of ['nope', 'nope/', 'nope/deeper']) {
      const out = await runTool(t.session, 'list_projectfiles', { project: P, path });
      expect(out).toMatch(/^refused: folder not found: nope/);
      expect(out).not.toContain('file not found');
    }
    const read = await runTool(t.session, 'read_projectfile', { project: P, path: 'nope.md' });
    expect(read).toMatch(/^refused: file not found: nope\.md/);
  });
});
