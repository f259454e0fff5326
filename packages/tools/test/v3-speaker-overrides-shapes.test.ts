/**
 * V3 (review14): override_speaker replaced a `speaker_overrides` value that was no list (a text the
 * user typed, `Speaker 2: Ben` as a mapping, a `!!set`, a mapping behind an alias) with its own
 * one-entry list: exit 0, `relabelled …`, the user's value gone. It is now a refusal naming the
 * transcript, the key and what it holds, with the file unchanged; a list (also one reached through
 * an alias, or an empty value) still gets the entry added. Also through apply_changes.
 * Spec: docs/vault-format.md, Meeting note ("Unknown frontmatter fields … must survive every edit
 * the product makes"); docs/tools.md, "Errors are results, not crashes"; review12 Y1 (same kind).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';

/** Rewrites the transcript's frontmatter with `lines` added after `meeting:`; returns its path. */
async function transcriptWith(lines: string[]): Promise<string> {
  const file = path.join(t.root, TRANSCRIPT);
  const text = await readFile(file, 'utf8');
  const at = text.indexOf('\n') + 1;
  const next = text.indexOf('\n', at) + 1;
  await writeFile(file, `${text.slice(0, next)}${lines.map((l) => `${l}\n`).join('')}${text.slice(next)}`);
  return file;
}

const REFUSED: [string, string[], RegExp][] = [
  ['a text', ['speaker_overrides: "Marketing = Mara"'], /holds a text \("Marketing = Mara"\)/],
  ['a mapping', ['speaker_overrides:', '  Marketing: Mara'], /holds key: value pairs \(a mapping\)/],
  // V190: a `!!set` is read as the mapping YAML 1.2 makes of it (no JS Set).
  ['a !!set', ['speaker_overrides: !!set {a, b}'], /holds key: value pairs \(a mapping\)/],
  [
    'an alias of a mapping',
    ['who: &who {Marketing: Mara}', 'speaker_overrides: *who'],
    /holds key: value pairs \(a mapping\)/,
  ],
  ['a number', ['speaker_overrides: 3'], /holds a single value \(3\)/],
];

describe('V3: override_speaker never replaces a speaker_overrides value that is no list', () => {
  for (const [shape, lines, holds] of REFUSED) {
    it(`V3: speaker_overrides holding ${shape} is refused, the transcript unchanged`, async () => {
      t = await sampleSession();
      const file = await transcriptWith(lines);
      const before = await readFile(file, 'utf8');
      const out = await runTool(t.session, 'override_speaker', { speaker: 'Marketing', name: 'Mara' });
      expect(out).toMatch(
        /^refused: Transcripts\/2026-03-10 Remote control functional design\.md: frontmatter value cannot be edited as a list: "speaker_overrides" /,
      );
      expect(out).toMatch(holds);
      expect(out).toContain('nothing changed');
      expect(await readFile(file, 'utf8')).toBe(before);
      const apply = toolDefinitions(t.session, { profile: 'compact' }).find(
        (d) => d.name === 'apply_changes',
      )!;
      const batch = JSON.parse(
        String(
          await apply.execute({ ops: [{ op: 'override_speaker', speaker: 'Marketing', name: 'Mara' }] }),
        ),
      ) as { applied: number; rejected: { reason: string }[] };
      expect(batch.applied).toBe(0);
      expect(batch.rejected[0]?.reason).toMatch(/"speaker_overrides" holds/);
      expect(await readFile(file, 'utf8')).toBe(before);
    });
  }

  for (const [shape, lines, written] of [
    ['an empty value', ['speaker_overrides:'], 'speaker_overrides: [{speaker: Marketing, name: Mara}]'],
    [
      'a list',
      ['speaker_overrides:', '  - note kept'],
      'speaker_overrides: [note kept, {speaker: Marketing, name: Mara}]',
    ],
    [
      'an alias of a list',
      ['old: &old [note kept]', 'speaker_overrides: *old'],
      'speaker_overrides: [note kept, {speaker: Marketing, name: Mara}]',
    ],
  ] as const) {
    it(`V3: speaker_overrides holding ${shape} gets the entry added`, async () => {
      t = await sampleSession();
      const file = await transcriptWith([...lines]);
      const out = await runTool(t.session, 'override_speaker', { speaker: 'Marketing', name: 'Mara' });
      expect(out).toMatch(/^relabelled 197 lines "Marketing" → "Mara"/);
      expect(await readFile(file, 'utf8')).toContain(`\n${written}\n`);
    });
  }
});
