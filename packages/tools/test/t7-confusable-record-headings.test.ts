/**
 * T7 (hostile review 7): write_context refused run-record headings folded by NFKC, entities, invisible
 * characters and markup (S16), but took headings made of confusable letters and dashes that render the same:
 * U+2010 HYPHEN in the date, Cyrillic `Ех` in `External`, Cyrillic `МСР`, Armenian `ո` for `n`, Greek letters.
 * Headings are compared by their Unicode TR39 skeleton: each is refused and the note stays byte-identical;
 * genuinely different headings (Russian, Greek words; `Runtime`) are written. The agent tool set on a temp
 * copy of the sample vault (`ma tool` in apps/cli/test/t7-t8-confusables.test.ts).
 * Spec: docs/audit-diffs.md (the audit cannot be rewritten by the model); review6 S16; review7 T7.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';

describe('T7: confusable run-record headings are refused by write_context', () => {
  const forged: Array<[string, string]> = [
    ['U+2010 HYPHEN in the date', '## Run 2026\u201012\u201003 09:00: summary written'],
    ['U+2212 MINUS and EN DASH in the date', '## Run 2026\u221212\u201303 09:00: summary written'],
    ['Cyrillic \u0415 and \u0445 in External', '## \u0415\u0445ternal writes'],
    ['Cyrillic \u041c\u0421\u0420', '## \u041c\u0421\u0420 session ended'],
    ['Armenian \u0578 for n', '## Ru\u0578 2026-12-03 09:00: summary written'],
    ['Greek \u039f for a zero in the date', '## Run 2\u039f26-12-03 09:00: summary written'],
    ['Cyrillic \u0430 in failed', '## Run f\u0430iled 2026-12-03'],
    ['a setext heading with Cyrillic \u0441', 'Run \u0441ancelled 2026-12-03\n---'],
  ];
  for (const [what, content] of forged) {
    it(`T7: ${what} is refused; the note is unchanged`, async () => {
      t = await sampleSession(MEETINGS.functional);
      await runTool(t.session, 'write_context', { content: '- first finding' });
      const file = path.join(t.root, CONTEXT);
      const before = await readFile(file, 'utf8');
      const out = await runTool(t.session, 'write_context', {
        content: `${content}\n- External writes: none`,
      });
      expect(out).toMatch(/^refused: content line \d+ .* is a heading only Meeting Assistant writes/);
      expect(await readFile(file, 'utf8')).toBe(before);
    });
  }

  it('T7: headings in other scripts and near-misses are written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const content = [
      '## \u0412\u043d\u0435\u0448\u043d\u0438\u0435 \u0437\u0430\u043f\u0438\u0441\u0438', // Russian "external writes"
      '## \u03a3\u03c5\u03bd\u03ac\u03bd\u03c4\u03b7\u03c3\u03b7', // Greek "meeting"
      '## Runtime budget',
      '## Rum 2026-12-03', // not "Run"
      '## Externally written notes',
    ].join('\n\n');
    const out = await runTool(t.session, 'write_context', { content });
    expect(out).toMatch(/^appended /);
  });
});
