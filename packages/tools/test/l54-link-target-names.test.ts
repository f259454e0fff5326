/**
 * L54: tools that take a note name read a name copied out of an Obsidian link without its brackets
 * as the link's target too (core `nameReadings`): `read_past_project_meeting_summary` with
 * `<summary>#Decisions` or `<summary>|Kickoff`, `delete_identity` with `Project Manager#Roles`.
 * Before, each was refused as an unknown note. Real tools on a sample-vault copy.
 * Spec: L54; docs/tools.md.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

describe('L54: tool note names with #heading, ^block or |alias', () => {
  it('L54: read_past_project_meeting_summary reads the summary a heading or alias form names', async () => {
    t = await sampleSession();
    for (const summary of [
      '2026-03-09 Remote control kickoff#Decisions',
      'Summaries/2026-03-09 Remote control kickoff#^b1',
      '2026-03-09 Remote control kickoff|Kickoff',
    ]) {
      const out = await runTool(t.session, 'read_past_project_meeting_summary', { summary, to: 1 });
      expect(out.split('\n')[0], summary).toBe(
        'Summaries/2026-03-09 Remote control kickoff.md · lines 1–1 of 21',
      );
    }
  });

  it('L54: delete_identity deletes the identity a heading form names', async () => {
    t = await sampleSession();
    const out = await runTool(t.session, 'delete_identity', { name: 'Project Manager#Roles' });
    expect(out).toMatch(/Identities\/Project Manager\.md/);
    await expect(access(path.join(t.root, 'Identities/Project Manager.md'))).rejects.toThrow();
  });
});
