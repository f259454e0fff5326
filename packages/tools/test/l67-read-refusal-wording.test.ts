/**
 * L67: a refusal says what the refused call did not do in the words of its tool's kind. A read never
 * writes, so no read tool's refusal speaks of writing or changing ("nothing was written", "leave this
 * file unchanged", "cannot be edited"): a name too long for the file system, a file that is not UTF-8
 * text (Latin-1, UTF-16, lone CRs), a glossary that leads to the configuration file or out of the
 * vault, or that is a folder. Every tool says its kind (`readOnly`) exactly as its annotations do
 * (`readOnlyHint`), in both profiles, so a new read tool cannot keep write wording; the write tools
 * keep theirs ("nothing was written").
 * Spec: docs/tools.md (Errors are results); review R1; L67.
 */
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { annotationsOf, isRefusal, toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

const WRITE_WORDS = /written|writ(?:e|ing)\b|changed|unchanged|edited|\bedit\b/;
const P = 'remote-control';

describe('L67: read refusals never speak of writing', () => {
  it('L67: every tool says its kind as its annotations do, in both profiles', () => {
    for (const profile of ['granular', 'compact'] as const)
      for (const tool of toolDefinitions(t.session, { profile }))
        expect(tool.readOnly === true, `${profile} ${tool.name}`).toBe(annotationsOf(tool.name).readOnlyHint);
  });

  it('L67: the read tools refuse long names, files that are not UTF-8 text and unusable glossaries in read words', async () => {
    const folder = path.join(t.root, 'Projects', P);
    await writeFile(path.join(folder, 'latin.md'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    await writeFile(path.join(folder, 'utf16.md'), Buffer.from([0xff, 0xfe, 0x61, 0x00]));
    await writeFile(path.join(folder, 'cr.md'), 'a\rb\rc');
    const calls: [string, Record<string, unknown>][] = [];
    for (const name of [`${'a'.repeat(300)}.md`, `${'議'.repeat(86)}/x.md`, 'latin.md', 'utf16.md', 'cr.md'])
      calls.push(
        ['read_projectfile', { project: P, path: name }],
        ['list_projectfiles', { project: P, path: name }],
      );
    const refusals: string[] = [];
    for (const [tool, args] of calls) refusals.push(await runTool(t.session, tool, args));
    const glossary = path.join(t.root, 'Glossary.md');
    for (const make of [
      () => symlink(path.join(t.root, 'meeting-assistant.json'), glossary),
      () => symlink(path.join(path.dirname(t.root), 'outside.md'), glossary),
      () => mkdir(glossary),
    ]) {
      await rm(glossary, { recursive: true, force: true });
      await make();
      refusals.push(await runTool(t.session, 'read_glossary', {}));
    }
    expect(refusals.filter((out) => !isRefusal(out))).toEqual([]);
    for (const out of refusals) expect(out, out).not.toMatch(WRITE_WORDS);
    expect(refusals.filter((out) => out.includes('nothing was read')).length).toBeGreaterThanOrEqual(8);
  });

  it('L67: the write tools keep their write words for the same causes', async () => {
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: `${'a'.repeat(300)}.md`,
      content: 'x',
    });
    expect(out).toContain('nothing was written');
  });
});
