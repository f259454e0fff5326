/**
 * Review R21: search covers what the read tools can read. An Obsidian Git vault's `.gitignore`,
 * a plain `.ignore` or `.rgignore` must not hide in-scope project files or past summaries from
 * ripgrep (seed 000: the search tool searches the scoped project files and past summaries).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('R21: ignore files do not hide in-scope notes from search', () => {
  for (const [file, where] of [
    ['.gitignore', ''],
    ['.ignore', 'Projects/remote-control'],
    ['.rgignore', ''],
  ] as const) {
    it(`R21: a ${file} that lists a project file and the summaries folder`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const before = await runTool(t.session, 'search', { query: 'stylish' });
      expect(before).toContain('Projects/remote-control/requirements.md');
      const rules = where ? 'requirements.md\n' : 'Projects/remote-control/requirements.md\nSummaries/\n';
      // ripgrep honours a .gitignore only inside a git repository (the Obsidian Git plugin's vault).
      if (file === '.gitignore') await mkdir(path.join(t.root, '.git'));
      await writeFile(path.join(t.root, where, file), rules);
      const after = await runTool(t.session, 'search', { query: 'stylish' });
      expect(after).toBe(before);
    });
  }
});
