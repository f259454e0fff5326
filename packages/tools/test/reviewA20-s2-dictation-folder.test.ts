/**
 * reviewA S2 (session 20): with `files.dictation` in a folder that does not exist yet (`Vocab/Dictation.md`),
 * `add_dictation_word` failed with a raw `ENOENT … open '…/Vocab/.Dictation.md.<hex>.ma-tmp'`; a missing list in the
 * vault root is created. It now creates the folder and the list; a refused word still creates nothing.
 * Real fs (a temp copy of the sample vault with its configuration changed), real tools.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, openVault } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryDraft } from '../src/session/summary-draft.js';
import { createToolSession, type ToolSession } from '../src/session/tool-session.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS } from '../src/test-support/sample-vault.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => cleanup?.());

/** A session on a sample-vault copy whose `files.dictation` is `dictation`. */
async function sessionWithDictation(dictation: string): Promise<{ root: string; session: ToolSession }> {
  const temp = await copySampleVault();
  cleanup = temp.cleanup;
  const file = path.join(temp.root, 'meeting-assistant.json');
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...json, files: { dictation } }, null, 2));
  const vault = await openVault(temp.root, await loadConfig({ vault: temp.root }));
  const session = await createToolSession({
    vault,
    meetingPath: MEETINGS.functional,
    summaryDraft: createMemoryDraft(),
  });
  return { root: temp.root, session };
}

describe('S2 (reviewA, session 20): a dictation list configured in a missing folder', () => {
  it('S2 creates the folder and the list with the word', async () => {
    const { root, session } = await sessionWithDictation('Vocab/Terms/Dictation.md');
    const out = await runTool(session, 'add_dictation_word', { word: 'Zorblax' });
    expect(out).toBe('added "Zorblax" to Vocab/Terms/Dictation.md (now 1 item)');
    expect(await readFile(path.join(root, 'Vocab/Terms/Dictation.md'), 'utf8')).toBe('- Zorblax\n');
  });

  it('S2 creates nothing when the word is refused', async () => {
    const { root, session } = await sessionWithDictation('Vocab/Dictation.md');
    const before = await hashTree(root);
    expect(await runTool(session, 'add_dictation_word', { word: '---' })).toMatch(/^refused: /);
    expect(await hashTree(root)).toBe(before);
  });
});
