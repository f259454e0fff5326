/**
 * reviewA R42: the "did you mean" offered for a `projects:` entry that bound nothing says how to WRITE the project's
 * ID when YAML or a wikilink would misread it as typed. A folder `Projects/Q3 #launch`: `- Q3 #launch` is YAML for
 * `Q3` (a `#` after a space starts a comment) and `[[Projects/Q3 #launch]]` links a heading; before, the hint said
 * "did you mean `Q3 #launch`" — what the user had typed — so following it bound nothing again.
 * Spec: docs/vault-format.md (Meeting note, `projects`); hostile review R14.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readBoundProjects, unboundProjectHint } from './bound-projects.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  for (const [id, name] of [
    ['Q3 #launch', 'Q3 launch'],
    ['R&D | lab', 'R and D'],
  ] as const) {
    await mkdir(path.join(vault.root, 'Projects', id));
    await writeFile(path.join(vault.root, 'Projects', id, 'PROJECT.md'), `---\nname: ${name}\n---\n`);
  }
});
afterEach(async () => {
  await dir.cleanup();
});

async function unknownOf(projects: string): Promise<string[]> {
  const rel = 'Meetings/R42.md';
  await writeFile(path.join(vault.root, rel), `---\ntitle: R42\nprojects:\n${projects}\n---\nnotes\n`);
  return (await readBoundProjects(vault, rel)).unknown;
}

describe('R42: a project ID that YAML or a link would misread', () => {
  it('R42: the hint gives the entry to write, quoted, and says why', async () => {
    const unknown = await unknownOf('  - Q3 #launch\n  - "[[Projects/Q3 #launch]]"');
    expect(unknown).toEqual(['Q3', '[[Projects/Q3 #launch]]']);
    for (const entry of unknown) {
      const hint = (await unboundProjectHint(vault, entry))?.text ?? '';
      expect(hint, entry).toContain('`Q3 #launch`');
      expect(hint, entry).toContain('- "Q3 #launch"');
      expect(hint, entry).toMatch(/# .*starts a YAML comment/);
      expect(hint, entry).toMatch(/not as a \[\[link\]\]/);
    }
    // Written as the hint says, it binds.
    await writeFile(
      path.join(vault.root, 'Meetings/R42.md'),
      '---\ntitle: R42\nprojects:\n  - "Q3 #launch"\n---\nnotes\n',
    );
    expect((await readBoundProjects(vault, 'Meetings/R42.md')).ids).toEqual(['Q3 #launch']);
  });

  it('R42: an ID a link cannot hold but YAML reads as typed: no quotes needed, the link warned of', async () => {
    const hint = (await unboundProjectHint(vault, 'R and D'))?.text ?? '';
    expect(hint).toContain('`R&D | lab`');
    expect(hint).toMatch(/not as a \[\[link\]\]/);
    expect(hint).not.toContain('- "R&D | lab"');
  });

  it('R42: a plain ID keeps the short hint', async () => {
    expect((await unboundProjectHint(vault, 'webside-redesign'))?.text).toBe(
      'did you mean `website-redesign` (name "Website redesign")?',
    );
  });
});
