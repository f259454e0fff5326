/**
 * Review 4 P2: `ma daemon run` honours MA_BASE_URL / MA_MODEL (and MA_API_KEY_ENV) as every other
 * `ma` command does (core `modelOverridesFromEnv`, one code path): an ended meeting in a vault
 * whose configuration names no model is summarized by that endpoint, not offline; `install` warns
 * that the service will not see them. Real daemon process, the scripted OpenAI-compatible server.
 * Spec: README "Connecting a model"; apps/daemon/README.md (Configuration); review4 P2.
 */
import { parseNote } from '@ma/core';
import {
  type ChatRequest,
  type ScriptedServer,
  type ScriptedTurn,
  startReadingServer as startScriptedServer,
} from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
let server: ScriptedServer | undefined;

const NAME = '2026-11-20 Alpha';
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';
const script = (req: ChatRequest): ScriptedTurn =>
  req.body.messages?.at(-1)?.role === 'tool'
    ? { text: 'Summary written.' }
    : { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };

describe('P2: the daemon honours MA_BASE_URL / MA_MODEL', () => {
  it('P2: an ended meeting is summarized by the endpoint the variables name, not offline', async () => {
    server = t.server(await startScriptedServer(script));
    const v = await t.vault({});
    await v.writeTranscript(NAME);
    await v.writeMeeting(NAME, 'ended');
    t.daemon(v, [], { MA_BASE_URL: server.baseURL, MA_MODEL: 'test-model' });
    const summary = await waitFor('the summary', () => v.read(`Summaries/${NAME}.md`).catch(() => null));
    const data = parseNote(summary).frontmatter?.data ?? {};
    expect(data.model).toBe('test-model');
    expect(summary).toContain('Rubber casing.');
    expect(server.requests.length).toBeGreaterThan(0);
  }, 120_000);

  it('P2: install warns that the service will not see MA_BASE_URL / MA_MODEL from this shell', async () => {
    server = t.server(await startScriptedServer(script));
    const v = await t.vault({});
    const run = await runDaemonCommand(['install', '--vault', v.root, '--dry-run', '--platform', 'linux'], {
      MA_BASE_URL: server.baseURL,
      MA_MODEL: 'test-model',
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/warning: the service will not see MA_BASE_URL \(set in this shell only\)/);
    expect(run.stderr).toMatch(/warning: the service will not see MA_MODEL/);
    expect(run.stderr).toMatch(/meeting-assistant\.json/);
  }, 60_000);
});
