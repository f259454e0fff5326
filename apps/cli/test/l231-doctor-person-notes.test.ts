/**
 * L231 (session 34 leftovers, property shapes): an identity note whose `aliases:` is a mapping or whose
 * `name:` is a list was read by the attendee tools without those names, and nothing said so. `ma doctor`
 * now names each such property with its note and shape (a warning: the note's other names still count).
 * The built `ma` on a temp copy of the sample vault.
 * Spec: docs/vault-format.md (Properties and their shapes).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('L231: ma doctor names person-note properties it cannot read', { timeout: 150_000 }, () => {
  it('an aliases mapping and a name list are named with their note; the sample alone is ok', async () => {
    const clean = await runMa(['doctor', '--vault', t.vault.root]);
    expect(clean.stdout).toMatch(/^ok {3}person notes: 2 identity notes read$/m);

    await writeFile(
      join(t.vault.root, 'Identities/Ana Lima.md'),
      '---\nname: [Ana, Lima]\naliases: {Ana: host}\n---\n',
    );
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const line = run.stdout.split('\n').find((l) => l.startsWith('warn person notes: ')) ?? '';
    expect(line).toBe(
      'warn person notes: 2 properties not read: Identities/Ana Lima.md: `name:` is a list of 2 items; it was not read: write the person\'s name as one line of text; Identities/Ana Lima.md: `aliases:` is a mapping ({"Ana":"host"}); it was not read: write the aliases as a list of names',
    );
    expect(run.stdout).toContain('fix: write `name:` as one line of text and `aliases:` as a list of names');
  });
});
