/**
 * reviewA S5 (session 20): `ma tool … --args @~/args.json` said `cannot read the file (no such file)` with the file in
 * the home folder: no shell expands a `~` that follows `@` (tilde expansion happens only at the start of a word), so
 * the `@~/…` form could never work. A leading `~/` after `@` is now the home folder (`HOME`), as `--vault ~/…` is.
 * The built `ma` on a temp copy of the sample vault, with `HOME` pointing at a temp folder.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-10 Remote control functional design';

describe('S5 (reviewA, session 20): ma tool --args @~/file reads the file in the home folder', {
  timeout: 60_000,
}, () => {
  it('S5 reads @~/args.json from HOME (--args @… and --args=@…); ~user stays literal', async () => {
    const root = t.vault.root;
    const home = join(root, 'home');
    await mkdir(join(home, 'sub'), { recursive: true });
    await writeFile(join(home, 'sub', 'range.json'), '{"from": 2, "to": 3}');
    for (const args of [['--args', '@~/sub/range.json'], ['--args=@~/sub/range.json']]) {
      const r = await runMa(['tool', 'read_glossary', '--meeting', meeting, ...args, '--vault', root], {
        env: { HOME: home },
      });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^Glossary\.md · lines 2–3 of 10\n2│/);
    }
    // Another user's home is not guessed: the name is read as written, and the message says which file.
    const other = await runMa(
      ['tool', 'read_glossary', '--meeting', meeting, '--args', '@~nobody/x.json', '--vault', root],
      {
        env: { HOME: home },
      },
    );
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('--args @~nobody/x.json: cannot read the file (no such file)');
  });
});
