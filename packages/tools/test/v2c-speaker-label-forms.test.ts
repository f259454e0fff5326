/**
 * V2c: `override_speaker`'s `speaker` matches a transcript speaker label whatever its form, as
 * Obsidian resolves links: a wikilink label (`**[[People/Ann Lee|Ann]]:**`, `**[[Ben Okafor]]:**`)
 * answers to its note name, alias and target (core's one link reader, via `samePerson`), any case,
 * NFC or NFD (macOS). Two labels naming different people that both answer to the argument are
 * refused, never both relabelled. The "speakers there:" list of a refusal shows each label quoted
 * as written, and passing one back relabels it. Granular tool and compact `apply_changes` alike.
 * Real files in a temp copy of the sample vault.
 * Spec: docs/tools.md (`override_speaker`); docs/contracts.md, Names and links; hostile review V2c.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const JOSE_NFD = 'Jose\u0301';
const LINES = [
  '[00:00:01] **[[People/Ann Lee|Ann]]:** Hello.',
  '[00:00:02] **[[Ben Okafor]]:** Hi.',
  '[00:00:03] **speaker 2:** Yes.',
  `[00:00:04] **${JOSE_NFD}:** Olá.`,
  '[00:00:05] **[[People/Ann Smith|Ann]]:** Me too.',
];

async function session(): Promise<void> {
  t = await sampleSession(MEETINGS.functional);
  const head = '---\nmeeting: "[[Meetings/2026-03-10 Remote control functional design]]"\n---\n';
  await writeFile(path.join(t.root, TRANSCRIPT), `${head}${LINES.join('\n')}\n`);
}

/** The transcript's body lines 4–8 after the call. */
async function body(): Promise<string[]> {
  return (await readFile(path.join(t.root, TRANSCRIPT), 'utf8'))
    .split('\n')
    .filter((l) => l.startsWith('[00'));
}

describe('V2c: override_speaker matches speaker labels in every form', () => {
  const cases: Array<[string, number]> = [
    ['Ann Lee', 0],
    ['ann lee', 0],
    ['[[People/Ann Lee]]', 0],
    ['[[People/Ann Lee|Ann]]', 0],
    ['Ben Okafor', 1],
    ['BEN OKAFOR', 1],
    ['[[Ben Okafor]]', 1],
    ['Speaker 2', 2],
    ['José'.normalize('NFC'), 3],
  ];
  for (const [speaker, index] of cases) {
    it(`"${speaker}" relabels line ${index + 4} only`, async () => {
      await session();
      const out = await runTool(t.session, 'override_speaker', { speaker, name: 'Zed' });
      expect(out).toMatch(/^relabelled 1 line /);
      const lines = await body();
      expect(lines[index]).toMatch(/^\[00:00:0\d\] \*\*Zed:\*\* /);
      expect(lines.filter((_, i) => i !== index)).toEqual(LINES.filter((_, i) => i !== index));
    });
  }

  it('"Ann" names two people: refused, nothing changed; a label passed back as listed works', async () => {
    await session();
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'override_speaker', { speaker: 'Ann', name: 'Zed' });
    expect(out).toBe(
      `refused: "Ann" matches the labels of several speakers in lines 4–8 of ${TRANSCRIPT}: "[[People/Ann Lee|Ann]]", "[[People/Ann Smith|Ann]]"; nothing was changed; pass one of those labels as speaker`,
    );
    expect(await hashTree(t.root)).toEqual(before);
    const none = await runTool(t.session, 'override_speaker', { speaker: 'Nobody', name: 'Zed' });
    expect(none).toBe(
      `refused: no line in 4–8 of ${TRANSCRIPT} is spoken by "Nobody"; speakers there: "[[People/Ann Lee|Ann]]", "[[Ben Okafor]]", "speaker 2", "${JOSE_NFD.normalize('NFC')}", "[[People/Ann Smith|Ann]]"`,
    );
    // Each listed label, passed back, is that speaker (compact op as the granular tool).
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const result = JSON.parse(
      (await apply?.execute({
        ops: [{ op: 'override_speaker', speaker: '[[People/Ann Smith|Ann]]', name: 'Ann Smith' }],
      })) ?? '{}',
    ) as { applied: number };
    expect(result.applied).toBe(1);
    expect((await body())[4]).toBe('[00:00:05] **Ann Smith:** Me too.');
  });
});
