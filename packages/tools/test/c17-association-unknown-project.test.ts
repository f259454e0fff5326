/**
 * C17 (spec audit, session 24): `request_project_association` takes a project that is not bound yet
 * (seed 004: "propose missing associations"), so the bound-project tools' `not bound; bound: …` hint
 * cannot help, and only the catalog lists it. A display name (`Website redesign`, what the catalog
 * shows after the colon) or a near miss (`website-redesig`) was refused `project not found: Website
 * redesign; check the name with a list_* tool`: list_projects does not list it, and the ID the model
 * meant was not said, though a `projects:` entry of the note gets `did you mean \`website-redesign\`
 * (name "Website redesign")?` (docs/vault-format.md, R14). Nothing is asked, nothing changes.
 * Real sample-vault copy, a port that records whether it was asked.
 * Spec: seed 004 (approval-gated association); docs/tools.md (Errors are results: a refusal the model
 * can act on), docs/vault-format.md (`projects` entries: display names and near misses).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalPort } from '../src/index.js';
import { createApprovalGatedTools, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('C17: request_project_association names the ID a display name or near miss meant', () => {
  it('C17: a display name, a near miss or an unknown name is refused with the ID meant and the catalog, nobody asked', async () => {
    t = await sampleSession(MEETINGS.functional);
    let asked = 0;
    const port: ApprovalPort = {
      request: async () => {
        asked++;
        return 'denied';
      },
    };
    const tool = toolDefinitions(t.session, {
      approvalGated: createApprovalGatedTools(t.session, { prompt: port }),
    }).find((d) => d.name === 'request_project_association')!;
    const before = await hashTree(t.root);
    const ask = (project: string) => tool.execute({ project, reason: 'the redesign was discussed' });

    expect(await ask('Website redesign')).toBe(
      'refused: project "Website redesign" is not a project folder in Projects/ (did you mean `website-redesign` (name "Website redesign")?); nothing changed; give its ID: list_project_catalog lists every project with its ID before the colon',
    );
    expect(await ask('website-redesig')).toMatch(
      /^refused: project "website-redesig" is not a project folder in Projects\/ \(did you mean `website-redesign` \(name "Website redesign"\)\?\); nothing changed; give its ID: list_project_catalog lists every project/,
    );
    expect(await ask('[[Website redesign]]')).toMatch(/did you mean `website-redesign`/);
    expect(await ask('zzzz-nothing')).toBe(
      'refused: project "zzzz-nothing" is not a project folder in Projects/; nothing changed; give its ID: list_project_catalog lists every project with its ID before the colon',
    );
    expect(asked).toBe(0);
    expect(await hashTree(t.root)).toBe(before);
  });
});
