/**
 * Y2 (review12): `search` compared code points, so a word typed in NFC (`Caf\u00e9`, as Linux and
 * Windows keyboards write it) never found the same word saved in NFD (`Cafe\u0301`, as macOS and
 * many pastes write it), and the reverse: "no matches", a success that found nothing. A letter that
 * the two forms write differently now matches in either (core `eitherUnicodeForm`), through `search`
 * and the compact profile's `query_meeting` view search; ASCII patterns and character classes are
 * unchanged. Real ripgrep on a temp copy of the sample vault.
 * Spec: seed 000 (search returns keyword-relevant context); docs/tools.md (names are compared
 * ignoring NFC/NFD); review12 Y2.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const NFC = 'Caf\u00e9 cr\u00e8me';
const NFD = 'Cafe\u0301 cre\u0300me';

describe('Y2: search finds a word in either Unicode form', () => {
  it('Y2: an NFC pattern finds NFD text and an NFD pattern finds NFC text (search, query_meeting)', async () => {
    t = await sampleSession();
    const project = path.join(t.root, 'Projects/remote-control');
    await writeFile(path.join(project, 'nfd.md'), `Order from the ${NFD} shop\n`);
    await writeFile(path.join(project, 'nfc.md'), `Lunch at the ${NFC} stand\n`);
    for (const query of [NFC, NFD, 'caf\u00e9', `(?i)${NFD.toUpperCase()}`]) {
      const out = await runTool(t.session, 'search', { query, projects: ['remote-control'] });
      expect(out, JSON.stringify(query)).toContain(
        `Projects/remote-control/nfd.md:1 Order from the ${NFD} shop`,
      );
      expect(out, JSON.stringify(query)).toContain(
        `Projects/remote-control/nfc.md:1 Lunch at the ${NFC} stand`,
      );
    }
    const query = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting')!;
    const compact = JSON.parse(
      String(await query.execute({ view: 'search', filters: { query: NFC, project: 'remote-control' } })),
    ) as { text: string };
    expect(compact.text).toContain('Projects/remote-control/nfd.md:1');
    // A character class keeps its members: [\u00e9] is the one code point, so plain "Cafe" does not match it.
    const classed = await runTool(t.session, 'search', {
      query: 'Caf[\u00e9]',
      projects: ['remote-control'],
    });
    expect(classed).toContain('nfc.md:1');
    expect(classed).not.toContain('nfd.md');
  });
});
