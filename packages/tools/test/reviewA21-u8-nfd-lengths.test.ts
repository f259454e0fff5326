/**
 * Review U8: the length limits counted code points of the text as written, so a name or description
 * typed on macOS (NFD: `é` stored as `e` + U+0301) counted each accent twice. A user's PROJECT.md whose
 * description shows 250 characters (316 code points in NFD) refused every `write_projectfile` to it —
 * even an append to its body — as "description is 316 characters; the limit is 256", and a 150-letter
 * French attendee name in NFD was over S12's 200. Now a limit counts the NFC form's code points (core
 * `textLength`): as the text shows, as the composed form counts. Real tools on a sample-vault copy.
 * Spec: reviewA U8; seed 004 (PROJECT.md name ≤ 100, description ≤ 256); reviewA S12.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inspectProjectMd, validateProjectMd } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => t?.cleanup());

describe('U8: length limits count an NFD accent once', () => {
  it('U8: an NFD PROJECT.md within its limits takes writes and reads whole; an NFD name within 200 is added; over the limit is still refused', async () => {
    t = await sampleSession();
    const shown = 'Équipe réunion éèà '.repeat(14).slice(0, 250);
    const nfd = shown.normalize('NFD');
    expect(nfd.length).toBeGreaterThan(256);
    const file = path.join(t.root, 'Projects/remote-control/PROJECT.md');
    const text = `---\nname: ${'Télécommande'.normalize('NFD')}\ndescription: ${nfd}\n---\n# Remote\n`;
    await writeFile(file, text);
    expect(validateProjectMd(text)).toEqual({ ok: true });
    expect(inspectProjectMd(text)).toMatchObject({ ok: true, description: nfd });
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'PROJECT.md',
      content: '- a new line',
    });
    expect(out).toMatch(/^appended 1 line to Projects\/remote-control\/PROJECT\.md/);
    expect(await readFile(file, 'utf8')).toBe(`${text}- a new line\n`);
    // 257 characters as shown are still over the limit.
    const over = `---\nname: x\ndescription: ${'é'.repeat(257).normalize('NFD')}\n---\n`;
    expect(validateProjectMd(over)).toEqual({
      ok: false,
      problem: 'PROJECT.md frontmatter "description" is 257 characters; the limit is 256',
    });
    // S12's 200: 150 accented letters in NFD (300 code points) are 150 characters.
    const name = 'é'.repeat(150).normalize('NFD');
    expect(await runTool(t.session, 'add_attendee', { name })).toMatch(/^added attendee/);
    expect(await runTool(t.session, 'add_attendee', { name: 'é'.repeat(201).normalize('NFD') })).toMatch(
      /^refused: name is 201 characters; a name is at most 200; nothing changed/,
    );
  });
});
