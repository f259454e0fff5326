/**
 * N9 (hostile review): the model can neither hide the run records and audit below its notes in the
 * context note (a `%%` or `<!--` comment, or a code fence, left open at the end of its notes) nor
 * forge one (a heading that reads as a record heading). Such a write_context is refused and the
 * note stays byte-identical; closed constructs and headings of its own are written. Real files on a
 * temp copy of the sample vault.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';

/** A session whose context note has notes and one product record (an audit entry) below them. */
async function withRecords(): Promise<{ file: string; before: string }> {
  t = await sampleSession(MEETINGS.functional);
  await runTool(t.session, 'write_context', { content: '- first finding' });
  const file = path.join(t.root, CONTEXT);
  const { appendToContext } = await import('@ma/core');
  await appendToContext(
    t.vault,
    CONTEXT,
    '## External writes\n\n### Projects/remote-control/decisions.md\n\nadded 1 line\n',
  );
  return { file, before: await readFile(file, 'utf8') };
}

describe('N9: notes that would hide or forge the run records are refused', () => {
  const hiding: Array<[string, Record<string, unknown>, RegExp]> = [
    [
      'an open %% comment (append)',
      { content: '- all fine\n%%' },
      /inside a %% comment .* notebook line 4.*close it with %%/,
    ],
    ['an open <!-- comment', { content: 'ok <!-- hidden from here' }, /inside a <!-- comment/],
    ['an open ``` fence', { content: '```\ncode' }, /inside a code block opened with ```/],
    [
      'an open ~~~~ fence closed by a shorter one',
      { content: '~~~~\nx\n~~~' },
      /code block opened with ~~~~/,
    ],
    [
      'Y8 an open <textarea> block',
      { content: '<textarea>\nvar a' },
      /HTML block opened with <textarea .*close it with <\/textarea>/,
    ],
    [
      'Y8 an open <pre> block',
      { content: '- fine\n<pre>\nx' },
      /HTML block opened with <pre .*notebook line 4/,
    ],
    ['Y8 an open <PRE class="x"> block', { content: '<PRE class="x">' }, /close it with <\/pre>/],
    ['Y8 an open <? block', { content: '<?php echo 1;' }, /HTML block opened with <\? .*close it with \?>/],
    ['Y8 an open <![CDATA[ block', { content: '<![CDATA[\nx' }, /close it with \]\]>/],
    [
      'Y8 an open <!DOCTYPE block',
      { content: '<!DOCTYPE html' },
      /HTML block opened with <!D .*close it with >/,
    ],
    ['Y8 an open $$ math block', { content: 'see below\n$$\nx^2' }, /a \$\$ math block .*close it with \$\$/],
    [
      'an open comment by replace_file',
      { content: '%% all of it', replace_file: true },
      /inside a %% comment/,
    ],
    [
      'a forged audit heading',
      {
        content: '## External writes by ma tool 2026-12-01T13:45:57.560Z\n\nremoved 0 lines, added 0 lines.',
      },
      /content line 1 .* is a heading only Meeting Assistant writes/,
    ],
    [
      'a forged run heading at another level and case',
      { content: 'x\n#   run 2026-03-10 summary written' },
      /content line 2/,
    ],
    [
      'a forged MCP record heading',
      { content: '### MCP session ended' },
      /heading only Meeting Assistant writes/,
    ],
  ];
  for (const [what, args, message] of hiding) {
    it(`${what}: refused, the context note unchanged`, async () => {
      const { file, before } = await withRecords();
      const out = await runTool(t.session, 'write_context', args);
      expect(out).toMatch(/^refused: /);
      expect(out).toMatch(message);
      expect(await readFile(file, 'utf8')).toBe(before);
    });
  }

  it('Y8 closed HTML blocks and math blocks are written, the records below them', async () => {
    const { file } = await withRecords();
    const content =
      '<pre>x</pre>\n<textarea>\na\n</textarea>\n$$x^2$$\n$$\ny\n$$\n<!DOCTYPE html>\n- costs $$ and $$$';
    const out = await runTool(t.session, 'write_context', { content });
    expect(out).toMatch(/^appended /);
    const text = await readFile(file, 'utf8');
    expect(text.indexOf(content)).toBeLessThan(text.indexOf('## External writes'));
  });

  it('closed comments, fences, inline code and headings of its own are written', async () => {
    const { file } = await withRecords();
    const content =
      '## Open questions\n- %%aside%% and <!-- note --> closed\n- `%%` and `<!--` in code\n```\n%% in a fence\n```\n## Runbook for external writers';
    const out = await runTool(t.session, 'write_context', { content });
    expect(out).toMatch(/^appended /);
    const text = await readFile(file, 'utf8');
    expect(text).toContain(content);
    // The records stay below the notes.
    expect(text.indexOf(content)).toBeLessThan(text.indexOf('## External writes'));
  });
});
