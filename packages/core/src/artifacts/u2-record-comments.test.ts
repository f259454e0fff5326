/**
 * Review8 U2: a file name holding `%%` (a model-created project file, an imported meeting title) is written into
 * the run records and the audit of the context note; it must not open an Obsidian comment that hides every later
 * record. Diffs inside their fences stay byte for byte.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { auditMarkdown } from '../audit/write-audit.js';
import { hideComments } from '../notes/hide-comments.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { appendToContext } from './append-to-context.js';

let dir: TempDir | undefined;
afterEach(async () => dir?.cleanup());

describe('U2: names in records never open a comment', () => {
  it('U2 an audit entry for "a%%b.md", then a run record: both stay visible; the diff is kept as written', async () => {
    const opened = await openSampleVault();
    dir = opened.dir;
    const context = 'Assistant/u2.md';
    const audit = auditMarkdown([
      {
        path: 'Projects/remote-control/a%%b.md',
        summary: 'created Projects/remote-control/a%%b.md (1 line)',
        patch: { hunks: [{ oldStart: 0, oldLines: 0, newStart: 1, newLines: 1, lines: ['+50%% <!-- x'] }] },
      } as never,
    ]);
    await appendToContext(opened.vault, context, audit);
    await appendToContext(
      opened.vault,
      context,
      '## Run 2026-12-02 09:00: summary written\n\n- External writes: 1',
    );
    const note = await readFile(path.join(opened.vault.root, context), 'utf8');
    expect(note).toContain('### Projects/remote-control/a%\\%b.md');
    expect(note).toContain('+50%% <!-- x');
    const shown = hideComments(note).text;
    expect(shown).toContain('## Run 2026-12-02 09:00: summary written');
    expect(shown).toContain('created Projects/remote-control/a%\\%b.md');
  });
});
