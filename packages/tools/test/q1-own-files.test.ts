/**
 * Review 5 Q1: the glossary and the dictation list are notes of their own. The configuration check refuses a
 * `files.glossary` / `files.dictation` in a forbidden place (core's tests); here, the same notes reached through a
 * symlink: `read_glossary` never hands the model the configuration file (its API key) and `add_dictation_word`
 * never writes into it or into a project the meeting is not bound to — on the granular and compact tools alike,
 * every file left as it was. A plain glossary and dictation list still work.
 * Spec: docs/vault-format.md, Configuration (`files`); review5 Q1; review4 P6.
 */
import { readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
  const config = path.join(t.root, 'meeting-assistant.json');
  const json = JSON.parse(await readFile(config, 'utf8'));
  json.model = { baseURL: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'sk-SECRET123' };
  await writeFile(config, JSON.stringify(json, null, 2));
});
afterEach(async () => t?.cleanup());

async function linkNote(note: string, target: string): Promise<void> {
  await rm(path.join(t.root, note), { force: true });
  await symlink(path.join(t.root, target), path.join(t.root, note));
}

describe('Q1: the glossary and dictation list lead to notes of their own', () => {
  it('a glossary that is a symlink to the configuration file is refused; the API key is not shown', async () => {
    await linkNote('Glossary.md', 'meeting-assistant.json');
    const out = await runTool(t.session, 'read_glossary', {});
    expect(isRefusal(out), out).toBe(true);
    expect(out).toContain('files.glossary is "Glossary.md" (which leads to meeting-assistant.json)');
    expect(out).toContain('not the configuration file (it holds API keys)');
    expect(out).not.toContain('SECRET');
  });

  it('a glossary that leads into an unbound project or .obsidian is refused', async () => {
    await linkNote('Glossary.md', 'Projects/website-redesign/AGENTS.md');
    const out = await runTool(t.session, 'read_glossary', {});
    expect(out).toMatch(/^refused: files\.glossary .*not a project file/);
  });

  it('add_dictation_word into a symlink to the configuration file or an unbound project writes nothing', async () => {
    for (const target of [
      'meeting-assistant.json',
      'Projects/website-redesign/backlog.md',
      'Meetings/2026-03-10 Remote control functional design.md',
    ]) {
      await linkNote('Dictation.md', target);
      const before = await hashTree(t.root);
      const out = await runTool(t.session, 'add_dictation_word', { word: 'Acme' });
      expect(isRefusal(out), `${target}: ${out}`).toBe(true);
      expect(out).toContain(`(which leads to ${target})`);
      expect(await hashTree(t.root)).toBe(before);
    }
    expect(t.session.audit.entries).toHaveLength(0);
  });

  it('the compact tools refuse the same (query_meeting view glossary, apply_changes add_dictation_word)', async () => {
    await linkNote('Glossary.md', 'meeting-assistant.json');
    await linkNote('Dictation.md', 'meeting-assistant.json');
    const before = await hashTree(t.root);
    const tools = toolDefinitions(t.session, { profile: 'compact' });
    const call = (name: string, input: unknown) => tools.find((d) => d.name === name)!.execute(input);
    const view = await call('query_meeting', { view: 'glossary' });
    expect(view).toContain('"error":"refused"');
    expect(view).not.toContain('SECRET');
    const change = await call('apply_changes', { ops: [{ op: 'add_dictation_word', word: 'Acme' }] });
    expect(change).toContain('refused');
    expect(await hashTree(t.root)).toBe(before);
  });

  it('a plain glossary is read and a plain dictation list is written', async () => {
    expect(await runTool(t.session, 'read_glossary', {})).not.toMatch(/^refused/);
    const out = await runTool(t.session, 'add_dictation_word', { word: 'Kinetic' });
    expect(out).toMatch(/^added "Kinetic" to Dictation\.md/);
  });
});
