/**
 * reviewA S8 (session 20): with `Meetings/2025/Standup.md` and `Meetings/2026/Standup.md`, a meeting not found was
 * answered `did you mean "Standup"?` (or `known: …, "Standup", "Standup", …`): a name that is itself refused as
 * ambiguous, shown twice. A name several notes share is now shown by each note's vault-relative path, which resolves.
 * The built `ma` on a temp copy of the sample vault.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('S8 (reviewA, session 20): suggestions name one meeting each', { timeout: 60_000 }, () => {
  it('S8 a name two notes share is suggested by both paths, each of which then resolves', async () => {
    const root = t.vault.root;
    for (const year of ['2025', '2026']) {
      await mkdir(join(root, 'Meetings', year), { recursive: true });
      await writeFile(join(root, 'Meetings', year, 'Standup.md'), `---\ntitle: Standup ${year}\n---\nbody\n`);
    }
    const miss = await runMa(['tool', 'read_meetingnote', '--meeting', 'Standupp', '--vault', root]);
    expect(miss.code).toBe(2);
    expect(miss.stderr).toContain('did you mean "Meetings/2025/Standup", "Meetings/2026/Standup"');
    for (const year of ['2025', '2026']) {
      const hit = await runMa([
        'tool',
        'read_meetingnote',
        '--meeting',
        `Meetings/${year}/Standup`,
        '--args',
        '{"to":2}',
        '--vault',
        root,
      ]);
      expect(hit.code, hit.stderr).toBe(0);
      expect(hit.stdout).toContain(`title: Standup ${year}`);
    }
  });
});
