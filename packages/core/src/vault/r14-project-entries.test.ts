import { writeFile } from 'node:fs/promises';
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
});
afterEach(async () => {
  await dir.cleanup();
});

async function meeting(projects: string): Promise<string> {
  const rel = 'Meetings/R14.md';
  await writeFile(path.join(vault.root, rel), `---\ntitle: R14\nprojects:\n${projects}\n---\nnotes\n`);
  return rel;
}

describe('R14: projects entries that link the project note, or give its display name', () => {
  it('R14: a link to Projects/<id>/PROJECT or AGENTS (any form the link reader reads) binds <id>', async () => {
    const rel = await meeting(
      [
        '  - "[[Projects/website-redesign/PROJECT|Website]]"',
        '  - "[[Projects/meeting-recorder/AGENTS.md]]"',
        '  - "[Remote](Projects/remote-control/project.md)"',
      ].join('\n'),
    );
    expect(await readBoundProjects(vault, rel)).toEqual({
      ids: ['website-redesign', 'meeting-recorder', 'remote-control'],
      unknown: [],
    });
  });

  it('R14: another file of the project, or a nested path, binds nothing', async () => {
    const rel = await meeting(
      '  - "[[Projects/remote-control/decisions]]"\n  - "[[Projects/remote-control/x/PROJECT]]"',
    );
    expect((await readBoundProjects(vault, rel)).ids).toEqual([]);
  });

  it('R14: a display name (any case) is not bound but offered; a near miss gets the closest ID; nothing close gives null', async () => {
    const rel = await meeting('  - remote CONTROL\n  - webside-redesign\n  - zzz');
    expect((await readBoundProjects(vault, rel)).unknown).toEqual([
      'remote CONTROL',
      'webside-redesign',
      'zzz',
    ]);
    expect(await unboundProjectHint(vault, 'remote CONTROL')).toEqual({
      text: 'did you mean `remote-control` (name "Remote control")?',
      symlink: false,
    });
    expect((await unboundProjectHint(vault, 'webside-redesign'))?.text).toBe(
      'did you mean `website-redesign` (name "Website redesign")?',
    );
    expect(await unboundProjectHint(vault, 'zzz')).toBeNull();
  });
});
