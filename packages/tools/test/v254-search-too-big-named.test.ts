/**
 * V254: `search` ran ripgrep with `--max-filesize` (50 MiB) and a project note over it was skipped in
 * silence: a query whose only match lay in a 60 MiB meeting log answered `no matches`, a plain
 * success. Now the note is named in the not-searched notes with its size; a file over 50 MiB outside
 * the scope (a project not bound, the project's `node_modules/`) is not. Real fs (a sample-vault copy, one real 60 MiB
 * text note, the others hard links to it), real tools, real ripgrep.
 * Spec: docs/tools.md (search: files over 50 MiB); L471.
 */
import { link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

const BIG = 60 * 1024 * 1024;
const SAID = 'not searched: larger than 50 MiB (62,914,560 bytes; search reads files up to 52,428,800 bytes)';
let t: TestSession;

beforeAll(async () => {
  t = await sampleSession();
  const at = (rel: string) => path.join(t.root, rel);
  const text = Buffer.alloc(BIG, 'a line of a long meeting log\n');
  text.write('\nquokka budget line\n', BIG - 20);
  await writeFile(at('Projects/remote-control/meeting log.md'), text);
  await mkdir(at('Projects/remote-control/node_modules/pkg'), { recursive: true });
  for (const rel of [
    'Projects/remote-control/node_modules/pkg/log.md',
    'Projects/website-redesign/meeting log.md',
  ])
    await link(at('Projects/remote-control/meeting log.md'), at(rel));
}, 60_000);
afterAll(() => t.cleanup());

describe('V254: search names a project file over 50 MiB instead of a bare "no matches"', () => {
  it('V254: the only match in a 60 MiB note: no matches, then the note naming it (in scope only)', async () => {
    const out = await runTool(t.session, 'search', { query: 'quokka' });
    expect(out.split('\n')).toEqual([
      'no matches',
      `note: Projects/remote-control/meeting log.md: ${SAID}`,
      'note: dependency folders were not searched: Projects/remote-control/node_modules/ (list_projectfiles with path lists one, read_projectfile reads a file in it)',
    ]);
  });

  it('V254: with matches elsewhere, the note follows them', async () => {
    const out = await runTool(t.session, 'search', { query: 'quokka|12\\.50' });
    expect(out).toContain(
      '\nProjects/remote-control/requirements.md:11 - R4 Production cost at most 12.50 EUR',
    );
    expect(out).toContain(`\nnote: Projects/remote-control/meeting log.md: ${SAID}\n`);
    expect(out).not.toContain('website-redesign');
  });
});
