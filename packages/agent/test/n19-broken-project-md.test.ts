/**
 * Review 2 N19: a bound project whose PROJECT.md cannot be read (broken YAML frontmatter) is a
 * warning of the run (result, run record), naming the file, the line and the problem, and the
 * prompt's project section says it, instead of presenting the bare ID as the project's name.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readProjectMeta } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { buildProjectSection } from '../src/prompt/project-section.js';
import { functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('N19: a broken PROJECT.md of a bound project is said', () => {
  it('N19: the run warns (result and run record) and the prompt names the problem', async () => {
    h = await startHarness([], { model: null });
    await writeFile(path.join(h.root, 'Projects/remote-control/PROJECT.md'), '---\nname: [unclosed\n---\n');
    const run = await summarizeMeeting({ vault: h.vault, meeting: functionalName, env: {} });
    const expected =
      /^bound project `remote-control`: Projects\/remote-control\/PROJECT\.md: frontmatter is not valid YAML \(line 3, column 1\): .+; its name and description are not used/;
    expect(
      run.warnings.some((w) => expected.test(w)),
      run.warnings.join('\n'),
    ).toBe(true);
    expect(await h.read(run.contextPath)).toContain(
      '- warning: bound project `remote-control`: Projects/remote-control/PROJECT.md: frontmatter is not valid YAML (line 3, column 1)',
    );
    const section = buildProjectSection([await readProjectMeta(h.vault, 'remote-control')]);
    expect(section).toContain(
      '- PROJECT.md: not usable: Projects/remote-control/PROJECT.md: frontmatter is not valid YAML (line 3, column 1)',
    );
  });
});
