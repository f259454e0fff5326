/**
 * L622: a meeting note whose attendees come only through a YAML merge key (`<<: *defaults`, the anchor
 * holding `attendees:`) — which the product does not read (YAML 1.2 has no merge keys) — got a second,
 * top-level `attendees:` list from add_attendee beside the merged one (where merge keys are read, it
 * overrides them: the merged people gone). Now every list edit of such a key is refused naming the merge
 * key, nothing written; a note whose own `attendees:` stands beside a merge key is edited as before.
 * The built `ma`, a temp copy of the sample vault.
 * Spec: docs/frontmatter.md (Surgical edits); docs/tools.md (`add_attendee`).
 */

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let vault: SampleVaultCopy;
beforeEach(async () => (vault = await copySampleVault()));
afterEach(async () => vault.cleanup());

async function edit(text: string, tool: string, name: string) {
  const path = join(vault.root, 'Meetings', 'l622.md');
  await writeFile(path, text);
  const run = await runMa([
    'tool',
    tool,
    '--meeting',
    'l622',
    '--vault',
    vault.root,
    '--args',
    JSON.stringify({ name }),
  ]);
  return { ...run, out: `${run.stdout}${run.stderr}`, after: await readFile(path, 'utf8') };
}

const MERGED = [
  'defaults: &d\n  attendees:\n    - Ann Lee\n    - Bob Stone\n<<: *d\n',
  'defaults: &d\n  Attendees: [Ann Lee, Bob Stone]\n<<: [*d]\n',
  '<<: {attendees: Ann Lee, Bob Stone}\n',
];

describe('L622: attendees given only through a YAML merge key are never given a second list', () => {
  it('L622: add_attendee and remove_attendee refuse naming the merge key, the file unchanged', async () => {
    for (const head of MERGED) {
      const text = `---\n${head}title: Merge\ndate: 2026-03-10\n---\nbody\n`;
      for (const [tool, name] of [
        ['add_attendee', 'Carol'],
        ['remove_attendee', 'Ann Lee'],
      ] as const) {
        const run = await edit(text, tool, name);
        expect(run.after, `${tool} ${head}`).toBe(text);
        expect(run.out, head).toMatch(/is given only through the YAML merge key "<<"/);
        expect(run.out).toContain('which Meeting Assistant does not read');
      }
    }
  });

  it("L622: the note's own attendees beside a merge key are edited as before", async () => {
    const text = '---\ndefaults: &d\n  title: x\n<<: *d\nattendees:\n  - Ann Lee\n---\nbody\n';
    const run = await edit(text, 'add_attendee', 'Carol');
    expect(run.code, run.out).toBe(0);
    expect(run.after).toContain('attendees:\n  - Ann Lee\n  - Carol\n');
  });
});
