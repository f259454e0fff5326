/**
 * Issue 13 (P148): a host that serves the meeting tools itself from the session's `toolSession`
 * (`ma mcp`) opens its sessions with `aiSdkTools: false`, so no AI SDK tool set is made (the CLI's
 * `ma mcp` then loads no AI SDK for a session; apps/cli/test/startup.test.ts checks the bundle).
 * Everything else of the session is the same: the instructions name the same tools, the tools built
 * on `toolSession` read and write the draft, and `finish()` commits the summary; reading `tools`
 * is a TypeError that names the option, never an empty tool set.
 * Real sample-vault copy; no model is called (`model: null`).
 * Spec: issue #13 (load only what a command uses); docs/session.md; docs/mcp.md.
 */
import { toolDefinitions } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { type MeetingSession, openMeetingSession } from '../src/index.js';
import { functionalName, type Harness, startHarness } from './harness.js';

const SUMMARY = `Summaries/${functionalName}.md`;

const harnesses: Harness[] = [];
const sessions: MeetingSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.cancel();
  for (const h of harnesses.splice(0)) await h.close();
});

async function open(h: Harness, aiSdkTools?: boolean): Promise<MeetingSession> {
  const s = await openMeetingSession({
    vault: h.vault,
    meeting: functionalName,
    lockAt: 'finish',
    ...(aiSdkTools === undefined ? {} : { aiSdkTools }),
  });
  sessions.push(s);
  return s;
}

describe('issue 13: openMeetingSession({ aiSdkTools: false })', () => {
  it('makes no AI SDK tool set: `tools` is a TypeError naming the option; the instructions and prompt are unchanged', async () => {
    const h = await startHarness([], { model: null });
    harnesses.push(h);
    const plain = await open(h);
    const bare = await open(h, false);
    expect(Object.keys(plain.tools)).toContain('read_transcript');
    expect(() => bare.tools).toThrow(TypeError);
    expect(() => bare.tools).toThrow(/aiSdkTools: false.*toolSession/);
    // The instructions name the tools by their definitions: the same names, the same text.
    expect(bare.instructions).toBe(plain.instructions);
    expect(bare.prompt).toBe(plain.prompt);
    expect(toolDefinitions(bare.toolSession).map((d) => d.name)).toEqual(Object.keys(plain.tools));
  });

  it("the host's own tools on toolSession read and draft, and finish() commits the summary", async () => {
    const h = await startHarness([], { model: null });
    harnesses.push(h);
    const session = await open(h, false);
    const tools = new Map(toolDefinitions(session.toolSession).map((d) => [d.name, d]));
    // Past the transcript's 6 frontmatter lines: a read of frontmatter only is no read of the meeting (L285).
    const read = await tools.get('read_transcript')?.execute({ from: 1, to: 10 }, {});
    expect(read).toMatch(/lines 1[–-]10 of \d+/);
    const wrote = await tools
      .get('write_summary')
      ?.execute(
        { content: '## Summary\nThe team designed the remote control.\n\n## Decisions\n\n## Next steps\n' },
        {},
      );
    expect(wrote).not.toMatch(/^refused/);
    const done = await session.finish();
    expect(done.summaryPath).toBe(SUMMARY);
    expect(await h.read(SUMMARY)).toContain('The team designed the remote control.');
  });

  it('an aiSdkTools that is not a boolean is a TypeError naming it, before anything is read', async () => {
    const h = await startHarness([], { model: null });
    harnesses.push(h);
    await expect(
      openMeetingSession({ vault: h.vault, meeting: functionalName, aiSdkTools: 'no' as unknown as boolean }),
    ).rejects.toThrow(/aiSdkTools/);
  });
});
