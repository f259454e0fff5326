/**
 * Leftovers s35: the daemon's workflow-request notes (seed 004 approval requests written as notes)
 * named their meeting as a bare path (`meeting: Meetings/x.md`), which Obsidian shows as text, while
 * the CLI's and the tools' request notes write a link. Now the daemon writes
 * `meeting: "[[Meetings/x]]"` too. Real daemon process, the scripted model server, a temp vault.
 */
import { readdir, readFile } from 'node:fs/promises';
import { parseNote } from '@ma/core';
import { startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';

async function setup(): Promise<TestVault> {
  const server = t.server(
    await startScriptedServer([
      {
        toolCalls: [
          {
            name: 'request_workflow_change',
            arguments: { intention: 'Always list prices in EUR', prompt: 'List every price in EUR.' },
          },
        ],
      },
      {
        toolCalls: [
          { name: 'write_summary', arguments: { content: '## Summary\nPrices.\n', replace_file: true } },
        ],
      },
      { text: 'Summary written.' },
    ]),
  );
  const v = await t.vault({
    approvals: { prompt: 'vault-note', timeoutMs: 600_000 },
    model: {
      baseURL: server.baseURL,
      model: 'test-model',
      retry: { attempts: 0, delayMs: 0 },
      timeoutMs: 60_000,
    },
  });
  await v.writeTranscript(NAME);
  await v.writeMeeting(NAME, 'ended');
  return v;
}

describe('request notes link their meeting', () => {
  it("the daemon's workflow request note has meeting: as a wikilink", async () => {
    const v = await setup();
    t.daemon(v);
    const note = await waitFor('the request note', async () => {
      const names = await readdir(v.abs('Assistant/Requests')).catch(() => [] as string[]);
      const name = names.find((n) => n.endsWith('.md'));
      return name ? v.abs(`Assistant/Requests/${name}`) : undefined;
    });
    const data = parseNote(await readFile(note, 'utf8')).frontmatter?.data;
    expect(data?.meeting).toBe(`[[Meetings/${NAME}]]`);
  }, 180_000);
});
