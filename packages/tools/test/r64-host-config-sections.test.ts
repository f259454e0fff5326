/**
 * R64: a host that builds its own configuration (plain JavaScript, a config of its own app) and gives
 * `openVault` one missing whole sections gets a working vault: the missing sections are the
 * configuration file's defaults, so the tools read and write; a wrong value is a ConfigError naming
 * the key before anything is read or written. Before, openVault kept the object as it was and the
 * tools failed at their first call with "Cannot read properties of undefined (reading 'readChars')".
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type MaConfig, openVault } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createMeetingTools, createToolSession } from '../src/index.js';
import { MEETINGS } from '../src/test-support/sample-vault.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => cleanup?.());

type Execute = (input: unknown) => Promise<unknown>;

describe('R64: openVault with a host configuration missing whole sections', () => {
  it('R64: the tools read and write with only folders given (limits, files, tools: the defaults); a wrong value is the ConfigError naming it', async () => {
    const temp = await copySampleVault();
    cleanup = temp.cleanup;
    const hostConfig = {
      folders: {
        meetings: 'Meetings',
        transcripts: 'Transcripts',
        notes: 'Notes',
        summaries: 'Summaries',
        context: 'Assistant',
        projects: 'Projects',
        identities: 'Identities',
        trash: '.trash',
      },
    } as unknown as MaConfig;
    const vault = await openVault(temp.root, hostConfig);
    expect(vault.config.limits.readChars).toBeGreaterThan(0);
    expect(vault.config.files.glossary).toBe('Glossary.md');
    const session = await createToolSession({ vault, meetingPath: MEETINGS.functional });
    const tools = createMeetingTools(session) as unknown as Record<string, { execute: Execute }>;
    const note = String(await tools.read_meetingnote!.execute({}));
    expect(note.split('\n')[0]).toContain(MEETINGS.functional);
    expect(String(await tools.read_transcript!.execute({ from: 1, to: 3 }))).toMatch(/^Transcripts\//);
    expect(String(await tools.read_glossary!.execute({ from: 1, to: 2 })).split('\n')[0]).toBe(
      'Glossary.md · lines 1–2 of 10',
    );
    const file = path.join(temp.root, 'Projects/remote-control/decisions.md');
    const before = await readFile(file, 'utf8');
    const out = await tools.write_projectfile!.execute({
      project: 'remote-control',
      path: 'decisions.md',
      content: '- R64 item',
    });
    expect(out).toMatch(/^appended 1 line to Projects\/remote-control\/decisions\.md/);
    expect(await readFile(file, 'utf8')).toBe(`${before}- R64 item\n`);

    const wrong = { ...hostConfig, limits: { readChars: 'lots' } } as unknown as MaConfig;
    const error = await openVault(temp.root, wrong).catch((e: unknown) => e);
    expect(ConfigError.isInstance(error)).toBe(true);
    expect(String(error)).toMatch(/limits\.readChars/);
  });
});
