/**
 * Y7 (review12): add_dictation_word read every `- x` line of Dictation.md as a word, so a word that
 * was only a frontmatter tag, a line of a code sample or of an HTML comment answered "already in
 * Dictation.md; nothing changed" (a success that did nothing), while the same word in the other
 * Unicode form (NFD beside NFC), or behind list markup (`1. Prometheus`, `- [ ] Loki`, `**Mimir**`)
 * was added a second time. The dictation words are now the note's Markdown list items, compared as
 * names are (case, NFC/NFD, width). Through the granular tool and the compact profile's apply_changes.
 * Spec: docs/vault-format.md (Dictation.md: a list of `- word` items; adding an existing word
 * (case-insensitive) is a no-op); review12 Y7.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const NFD_CAFE = 'Cafe\u0301';
const NFC_CAFE = 'Caf\u00e9';

const DICTATION = [
  '---',
  'tags:',
  '  - vocabulary',
  'aliases: [Vocab list]',
  '---',
  '# Dictation',
  '',
  '```',
  '- example',
  '```',
  '<!--',
  '- hidden',
  '-->',
  `- ${NFD_CAFE}`,
  '1. Prometheus',
  '- [ ] Loki',
  '- **Mimir**',
  '- `Pyroscope`',
  '- Alloy <!-- agent -->',
  '',
].join('\r\n');

describe('Y7: dictation words are the list items of Dictation.md', () => {
  it('Y7: words only in the frontmatter, a code block or a comment are added; listed ones in any form are not', async () => {
    t = await sampleSession();
    const file = path.join(t.root, 'Dictation.md');
    await writeFile(file, DICTATION);
    for (const word of ['vocabulary', 'example', 'hidden']) {
      expect(await runTool(t.session, 'add_dictation_word', { word })).toMatch(/^added "/);
    }
    for (const word of [
      NFC_CAFE,
      'prometheus',
      'LOKI',
      'mimir',
      'Pyroscope',
      '\uff21lloy' /* full-width A */,
    ]) {
      expect(await runTool(t.session, 'add_dictation_word', { word }), word).toBe(
        `"${word}" is already in Dictation.md; nothing changed`,
      );
    }
    const after = await readFile(file, 'utf8');
    expect(after).toBe(`${DICTATION}- vocabulary\r\n- example\r\n- hidden\r\n`);
  });

  it('Y7: apply_changes (compact profile) reads the same words', async () => {
    t = await sampleSession();
    const file = path.join(t.root, 'Dictation.md');
    await writeFile(file, DICTATION);
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes')!;
    const out = JSON.parse(
      String(
        await apply.execute({
          ops: [
            { op: 'add_dictation_word', word: 'vocabulary' },
            { op: 'add_dictation_word', word: NFC_CAFE },
          ],
        }),
      ),
    ) as { applied: number; consequence: string; unchanged?: { index: number; reason: string }[] };
    expect(out.consequence).toMatch(/added "vocabulary"/);
    // The word already listed changed nothing: unchanged, not applied (review13-a P3).
    expect(out.applied).toBe(1);
    expect(out.unchanged).toEqual([
      {
        index: 1,
        op: 'add_dictation_word',
        reason: `"${NFC_CAFE}" is already in Dictation.md; nothing changed`,
      },
    ]);
    expect(await readFile(file, 'utf8')).toBe(`${DICTATION}- vocabulary\r\n`);
  });
});
