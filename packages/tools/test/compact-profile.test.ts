/**
 * Issue 14, item 1 (seed 002): the compact profile. `query_meeting` returns what the granular
 * read tools return (compact JSON) and refuses hostile filters exactly like them;
 * `apply_changes` applies a batch in order through the granular write tools (one rejected op
 * does not stop the others) and applies destructive ops only after the user approved them.
 * Real files in temp copies of the sample vault, real ripgrep, vault hashes before and after.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApplyChangesResult,
  type ApprovalPort,
  type ApprovalPortOutcome,
  type ApprovalPortRequest,
  annotationsOf,
  compactError,
  compactWording,
  compactWriteOps,
  createApprovalGatedTools,
  createCompactMeetingTools,
  createMeetingTools,
  isRefusal,
  type NeutralTool,
  refusalMessage,
  toolDefinitions,
  toolJsonSchema,
} from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

const sessions: TestSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.cleanup();
});

async function open(meeting: string = MEETINGS.functional, limits?: { readChars: number }) {
  const t = await sampleSession(meeting, limits ? { limits } : {});
  sessions.push(t);
  return t;
}

/** A port answering every request with `answers` in turn (then `denied`), recording what it was asked. */
function scriptedPort(...answers: ApprovalPortOutcome[]): ApprovalPort & { asked: ApprovalPortRequest[] } {
  const asked: ApprovalPortRequest[] = [];
  return {
    asked,
    request: async (req) => {
      asked.push(req);
      return answers.shift() ?? 'denied';
    },
  };
}

function compact(t: TestSession, port?: ApprovalPort): NeutralTool[] {
  return toolDefinitions(t.session, {
    profile: 'compact',
    ...(port ? { approvalGated: createApprovalGatedTools(t.session, { prompt: port }) } : {}),
  });
}

async function call(defs: NeutralTool[], name: string, input: unknown): Promise<string> {
  const def = defs.find((d) => d.name === name);
  if (!def) throw new Error(`no tool ${name}`);
  return def.execute(input);
}

async function query(t: TestSession, view: string, filters?: Record<string, unknown>): Promise<string> {
  return call(compact(t), 'query_meeting', { view, ...(filters ? { filters } : {}) });
}

async function apply(defs: NeutralTool[], ops: unknown[], approved?: boolean): Promise<ApplyChangesResult> {
  const out = await call(defs, 'apply_changes', { ops, ...(approved !== undefined ? { approved } : {}) });
  return JSON.parse(out) as ApplyChangesResult;
}

const P = 'remote-control';
const MEETING_ABS = (t: TestSession) => path.join(t.root, MEETINGS.functional);

describe('P1: query_meeting views return what the granular tools return (compact JSON)', () => {
  it('every view equals its granular tool, as {"view","text"} on one line', async () => {
    const t = await open();
    const cases: Array<[string, Record<string, unknown> | undefined, string, Record<string, unknown>]> = [
      ['note', { from: 2, to: 6 }, 'read_meetingnote', { from: 2, to: 6 }],
      ['transcript', { from: 10, to: 20 }, 'read_transcript', { from: 10, to: 20 }],
      ['usernotes', undefined, 'read_usernotes', {}],
      ['glossary', { to: 3 }, 'read_glossary', { to: 3 }],
      ['context', undefined, 'read_context', {}],
      ['projects', undefined, 'list_projects', {}],
      ['projectfiles', { project: P }, 'list_projectfiles', { project: P }],
      [
        'projectfile',
        { project: P, path: 'decisions.md', from: 3 },
        'read_projectfile',
        { project: P, path: 'decisions.md', from: 3 },
      ],
      ['past_meetings', { limit: 5 }, 'list_past_project_meetings', { limit: 5 }],
      [
        'past_summary',
        { meeting: 'Summaries/2026-03-09 Remote control kickoff.md', to: 4 },
        'read_past_project_meeting_summary',
        { summary: 'Summaries/2026-03-09 Remote control kickoff.md', to: 4 },
      ],
      ['catalog', undefined, 'list_project_catalog', {}],
      ['search', { query: 'EUR', project: P, limit: 3 }, 'search', { query: 'EUR', projects: [P], limit: 3 }],
    ];
    for (const [view, filters, tool, args] of cases) {
      const out = await query(t, view, filters);
      const granular = await runTool(t.session, tool, args);
      expect(isRefusal(granular), `${tool}: ${granular}`).toBe(false);
      expect(out, view).not.toContain('\n');
      // A status line (the context note does not exist yet) names the compact call instead.
      // A cut search names the query_meeting call that reads on, not the granular one (its last line).
      const expected =
        view === 'search'
          ? granular
              .replace(
                /call search with .* to read on$/,
                `call query_meeting with {"view":"search","filters":{"project":"${P}","query":"EUR","limit":3,"offset":3}} to read on`,
              )
              // C19: the compact search filter is project.
              .replace('or pass projects)', 'or pass filters.project)')
          : compactWording(granular);
      expect(JSON.parse(out), view).toEqual({ view, text: expected });
    }
    expect(await query(t, 'context')).toContain('apply_changes op \\"write_context\\" creates it');
    await runTool(t.session, 'write_context', { content: 'read_context and write_context are words here' });
    expect(JSON.parse(await query(t, 'context')).text).toBe(await runTool(t.session, 'read_context'));
  });

  it('the transcript view reports the lines shown, exactly as read_transcript does (coverage)', async () => {
    const t = await open();
    await query(t, 'transcript', { from: 30, to: 40 });
    const compactReads = t.reads.splice(0);
    await runTool(t.session, 'read_transcript', { from: 30, to: 40 });
    expect(compactReads).toEqual(t.reads);
    expect(compactReads).toEqual([
      {
        path: 'Transcripts/2026-03-10 Remote control functional design.md',
        from: 30,
        to: 40,
        version: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it('a cut read tells how to read on with query_meeting, and that call reads on', async () => {
    const t = await open(MEETINGS.functional, { readChars: 400 });
    const first = JSON.parse(await query(t, 'transcript')) as { text: string };
    const last = first.text.split('\n').at(-1) ?? '';
    const m = /call query_meeting with (\{.*\}) to read on$/.exec(last);
    expect(m, last).not.toBeNull();
    const next = JSON.parse(m?.[1] ?? '{}') as { view: string; filters: { from: number } };
    expect(next.view).toBe('transcript');
    expect(last).not.toContain('read_transcript');
    const second = JSON.parse(await call(compact(t), 'query_meeting', next)) as { text: string };
    expect(second.text).toMatch(new RegExp(`^Transcripts/.* · lines ${next.filters.from}–`));
    // A project file read on keeps naming the file.
    const file = JSON.parse(await query(t, 'projectfile', { project: P, path: 'requirements.md' })) as {
      text: string;
    };
    expect(file.text.split('\n').at(-1)).toMatch(
      /call query_meeting with \{"view":"projectfile","filters":\{"project":"remote-control","path":"requirements.md","from":\d+\}\} to read on$/,
    );
  });
});

describe('P2: hostile filters are refused exactly like the granular tools, nothing changes', () => {
  it('path escapes, unbound projects, out-of-scope summaries and flag-like queries', async () => {
    const t = await open();
    const before = await hashTree(t.root);
    const paths = [
      '../website-redesign/scope.md',
      '/etc/passwd',
      '~/secret.md',
      'C:\\Windows\\win.ini',
      '\\\\server\\share\\x.md',
      'decisions.md\u0000.png',
      '\u202Egnp.md',
      '.trash/x.md',
      '',
    ];
    const cases: Array<[string, Record<string, unknown>, string, Record<string, unknown>]> = [
      ...paths.map((p): [string, Record<string, unknown>, string, Record<string, unknown>] => [
        'projectfile',
        { project: P, path: p },
        'read_projectfile',
        { project: P, path: p },
      ]),
      [
        'projectfiles',
        { project: P, path: '../website-redesign' },
        'list_projectfiles',
        { project: P, path: '../website-redesign' },
      ],
      [
        'projectfile',
        { project: 'website-redesign', path: 'scope.md' },
        'read_projectfile',
        { project: 'website-redesign', path: 'scope.md' },
      ],
      [
        'projectfile',
        { project: '../website-redesign', path: 'scope.md' },
        'read_projectfile',
        { project: '../website-redesign', path: 'scope.md' },
      ],
      [
        'past_meetings',
        { project: 'website-redesign' },
        'list_past_project_meetings',
        { project: 'website-redesign' },
      ],
      [
        'past_summary',
        { meeting: '../Meetings/x' },
        'read_past_project_meeting_summary',
        { summary: '../Meetings/x' },
      ],
      [
        'search',
        { query: 'x', project: 'website-redesign' },
        'search',
        { query: 'x', projects: ['website-redesign'] },
      ],
      ['search', { query: '(' }, 'search', { query: '(' }],
      ['search', { query: '' }, 'search', { query: '' }],
    ];
    for (const [view, filters, tool, args] of cases) {
      const out = await query(t, view, filters);
      const granular = await runTool(t.session, tool, args);
      expect(isRefusal(granular), `${tool} ${JSON.stringify(args)}: ${granular}`).toBe(true);
      // C11: the same refusal, as compact JSON.
      expect(out, `${view} ${JSON.stringify(filters)}`).toBe(compactError('refused', granular));
    }
    // Flag-like queries are patterns, never ripgrep options: same result as the granular search.
    for (const q of ['--files', '-e', '--pre=sh', '--no-ignore', '-uuu']) {
      const out = await query(t, 'search', { query: q });
      const granular = await runTool(t.session, 'search', { query: q });
      expect(isRefusal(out) ? out : (JSON.parse(out) as { text: string }).text, q).toBe(
        isRefusal(granular) ? compactError('refused', granular) : granular,
      );
      expect(granular).not.toMatch(/secret|\.ts\b|AGENTS\.md:/);
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('P3: a filter the view does not take, a missing one it needs, an unknown key or view: refused clearly', async () => {
    const t = await open();
    expect(await query(t, 'transcript', { project: P })).toBe(
      compactError(
        'refused',
        'view "transcript" does not take filters.project; view "transcript" takes filters: from, to, from_char',
      ),
    );
    expect(await query(t, 'catalog', { limit: 3 })).toBe(
      compactError(
        'refused',
        'view "catalog" does not take filters.limit; view "catalog" takes filters: query, offset',
      ),
    );
    expect(await query(t, 'projectfile', { project: P })).toBe(
      compactError(
        'refused',
        'view "projectfile" needs filters.path; view "projectfile" takes filters: project, path, from, to, from_char',
      ),
    );
    expect(refusalMessage(await query(t, 'search'))).toMatch(/^view "search" needs filters\.query;/);
    expect(refusalMessage(await query(t, 'past_summary', {}))).toMatch(
      /^view "past_summary" needs filters\.meeting;/,
    );
    expect(refusalMessage(await query(t, 'note', { form: 1 }))).toMatch(
      /^invalid arguments \(filters\.form: unknown field\)/,
    );
    expect(await call(compact(t), 'query_meeting', { view: 'files' })).toMatch(
      /^\{"error":"refused","message":"invalid arguments \(view: /,
    );
    // null means "not given" (B31).
    expect(JSON.parse(await query(t, 'note', { from: null, to: 2, project: null })).view).toBe('note');
  });

  it('refusals that name granular tools name the compact call instead', async () => {
    const t = await open(MEETINGS.committee);
    const out = await query(t, 'projects');
    expect(JSON.parse(out).text).toBe(
      'no projects are bound to this meeting (query_meeting view "catalog" shows all projects)',
    );
  });
});

describe('P4: apply_changes applies a batch in order; one rejected op does not stop the others', () => {
  it('valid ops apply, the invalid ones are rejected with index and reason', async () => {
    const t = await open();
    const result = await apply(compact(t), [
      { op: 'add_dictation_word', word: 'Zigbee' },
      { op: 'write_projectfile', project: 'website-redesign', path: 'scope.md', content: 'x' },
      { op: 'rm_rf', path: '/' },
      {
        op: 'write_projectfile',
        project: P,
        path: 'decisions.md',
        content: '- 2026-03-10: Target group 15–35.',
      },
      { op: 'add_attendee' },
      { op: 'write_summary', content: '## Summary\n\nFunctions agreed.' },
      { op: 'write_projectfile', project: P, path: '../website-redesign/scope.md', content: 'x' },
    ]);
    expect(result.applied).toBe(3);
    expect(result.rejected.map((r) => [r.index, r.op])).toEqual([
      [1, 'write_projectfile'],
      [2, 'rm_rf'],
      [4, 'add_attendee'],
      [6, 'write_projectfile'],
    ]);
    expect(result.rejected[0]?.reason).toBe(
      'refused: project "website-redesign" is not bound to this meeting; bound: remote-control',
    );
    expect(result.rejected[1]?.reason).toMatch(/^refused: unknown op "rm_rf"; ops: write_summary, /);
    expect(result.rejected[2]?.reason).toMatch(
      /^refused: invalid arguments \(ops\[4\]\.name: expected a string, got /,
    );
    expect(result.rejected[3]?.reason).toMatch(/^refused: path: path must not contain "\.\."/);
    expect(result.consequence.split('\n')).toHaveLength(3);
    expect(await readFile(path.join(t.root, 'Dictation.md'), 'utf8')).toContain('- Zigbee');
    expect(await readFile(path.join(t.root, 'Projects/remote-control/decisions.md'), 'utf8')).toMatch(
      /Target group 15–35\.\n$/,
    );
    expect(t.session.summaryDraft.read()).toContain('Functions agreed.');
    expect(await readFile(path.join(t.root, 'Projects/website-redesign/scope.md'), 'utf8')).not.toMatch(
      /^x$/m,
    );
  });

  it('leaves the same files as the same calls through the granular tools', async () => {
    const a = await open();
    const b = await open();
    const ops = [
      { op: 'write_context', content: '- open question: battery type' },
      { op: 'add_attendee', name: 'Marketing Intern' },
      { op: 'override_speaker', speaker: 'Speaker 2', name: 'Marketing', from: 1, to: 40 },
      { op: 'write_projectfile', project: P, path: 'notes/ideas.md', content: 'Voice control\n' },
      { op: 'write_projectfile', project: P, path: 'decisions.md', content: '- one more', insert: 3 },
      { op: 'add_dictation_word', word: 'Kinetic' },
    ];
    await apply(compact(a), ops);
    for (const { op, ...args } of ops) await runTool(b.session, op, args);
    expect(await hashTree(a.root)).toBe(await hashTree(b.root));
    expect(a.session.audit.toMarkdown()).toBe(b.session.audit.toMarkdown());
  });

  it('a reasoning-only op is rejected like the granular tool; the rest apply', async () => {
    const t = await open();
    const result = await apply(compact(t), [
      { op: 'write_context', content: '<think>only thoughts</think>' },
      { op: 'write_context', content: '<think>plan</think>- kept note' },
    ]);
    expect(result.applied).toBe(1);
    expect(result.rejected[0]?.reason).toMatch(/^refused: content held only reasoning/);
    const body = await runTool(t.session, 'read_context');
    expect(body).toContain('- kept note');
    expect(body).not.toContain('plan');
  });

  it('an empty batch is refused', async () => {
    const t = await open();
    expect(await call(compact(t), 'apply_changes', { ops: [] })).toMatch(
      /^\{"error":"refused","message":"ops is empty;/,
    );
  });
});

describe('P5: destructive ops need approval (propose, then the user decides)', () => {
  const destructive = [
    { op: 'delete_identity', name: 'Project Manager' },
    { op: 'remove_attendee', name: 'Marketing' },
    {
      op: 'write_projectfile',
      project: P,
      path: 'decisions.md',
      content: '# Decisions\n',
      replace_file: true,
    },
    { op: 'write_projectfile', project: P, path: 'decisions.md', content: '- replaced', from: 3, to: 3 },
  ];

  it('without approved: true they are rejected with their consequence; files byte-identical; others apply', async () => {
    const t = await open();
    const port = scriptedPort('approved');
    const before = await hashTree(t.root);
    const result = await apply(compact(t, port), [
      ...destructive,
      { op: 'write_summary', content: '## Summary' },
    ]);
    expect(result.applied).toBe(1);
    expect(result.rejected.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    const [identity, attendee, replace, range] = result.rejected.map((r) => r.reason);
    expect(identity).toMatch(/^needs the user's approval; call again with this op and approved: true/);
    expect(identity).toContain('Identities/Project Manager.md: moved to the trash (recoverable)');
    expect(identity).toContain('-name: Project Manager');
    expect(attendee).toContain(`${MEETINGS.functional}: attendee "Marketing" removed`);
    expect(attendee).toContain('-  - Marketing');
    expect(replace).toContain('Projects/remote-control/decisions.md: replaced the whole file');
    expect(replace).toContain('-- 2026-03-09: Three design phases');
    expect(range).toContain('Projects/remote-control/decisions.md: replaced line 3 with 1 line');
    expect(range).toContain('+- replaced');
    expect(port.asked).toHaveLength(0);
    expect(await hashTree(t.root)).toBe(before);
    expect(t.session.audit.entries).toHaveLength(0);
  });

  it('creating a file, appending and inserting are not destructive', async () => {
    const t = await open();
    const result = await apply(compact(t), [
      { op: 'write_projectfile', project: P, path: 'new.md', content: 'a', replace_file: true },
      { op: 'write_projectfile', project: P, path: 'decisions.md', content: 'b', insert: 1 },
    ]);
    expect(result).toMatchObject({ applied: 2, rejected: [] });
  });

  it('with approved: true the user is asked with the consequence; only an approval applies', async () => {
    const t = await open();
    const port = scriptedPort('approved', 'denied', 'timeout', 'approved');
    const identity = path.join(t.root, 'Identities/Project Manager.md');
    const identityText = await readFile(identity, 'utf8');
    const decisions = path.join(t.root, 'Projects/remote-control/decisions.md');
    const decisionsText = await readFile(decisions, 'utf8');
    const result = await apply(compact(t, port), destructive, true);
    expect(port.asked.map((r) => r.title)).toEqual([
      'Approve delete identity in 2026-03-10 Remote control functional design',
      'Approve remove attendee in 2026-03-10 Remote control functional design',
      'Approve write projectfile in 2026-03-10 Remote control functional design',
      'Approve write projectfile in 2026-03-10 Remote control functional design',
    ]);
    expect(port.asked[0]?.body).toContain('Identities/Project Manager.md: moved to the trash');
    expect(port.asked[1]?.body).toContain('-  - Marketing');
    expect(port.asked[0]?.timeoutMs).toBe(t.vault.config.approvals.timeoutMs);
    expect(result.applied).toBe(2);
    expect(result.rejected).toEqual([
      { index: 1, op: 'remove_attendee', reason: 'denied: the user declined; nothing changed' },
      {
        index: 2,
        op: 'write_projectfile',
        reason: 'timeout: no answer before the deadline (treated as denied); nothing changed',
      },
    ]);
    // Approved: the identity is in the trash; the range replaced. Denied/timed out: unchanged.
    await expect(readFile(identity, 'utf8')).rejects.toThrow();
    expect(result.consequence).toMatch(/^moved Identities\/Project Manager\.md to \.trash\//);
    expect(await readFile(MEETING_ABS(t), 'utf8')).toContain('  - Marketing\n');
    const after = await readFile(decisions, 'utf8');
    expect(after).toBe(decisionsText.replace(/^- 2026-03-09: Financial.*$/m, '- replaced'));
    expect(identityText).toContain('Project Manager');
  });

  it('without a way to ask the user, approved: true still rejects them; nothing changes', async () => {
    const t = await open();
    const before = await hashTree(t.root);
    const result = await apply(compact(t), destructive.slice(0, 2), true);
    expect(result.applied).toBe(0);
    expect(result.rejected[0]?.reason).toMatch(
      /^cannot ask the user here \(no approval channel\); nothing changed/,
    );
    expect(await hashTree(t.root)).toBe(before);
  });

  it('a file changed while the user decided is not changed by the approval', async () => {
    const t = await open();
    const decisions = path.join(t.root, 'Projects/remote-control/decisions.md');
    const port: ApprovalPort = {
      request: async () => {
        await writeFile(decisions, '# Decisions\n\n- edited by the user meanwhile\n');
        return 'approved';
      },
    };
    const result = await apply(compact(t, port), [destructive[2]], true);
    expect(result.applied).toBe(0);
    expect(result.rejected[0]?.reason).toMatch(/changed while the user was deciding; nothing changed/);
    expect(await readFile(decisions, 'utf8')).toBe('# Decisions\n\n- edited by the user meanwhile\n');
  });

  it('W2: a port that records outcomes is told an approved op was not applied (file changed, or applied)', async () => {
    const t = await open();
    const decisions = path.join(t.root, 'Projects/remote-control/decisions.md');
    const recorded: string[] = [];
    // Like @ma/notifier's prompt: runs what approving does before recording the outcome.
    const recordingPort = (before?: () => Promise<void>): ApprovalPort => ({
      request: async (req) => {
        await before?.();
        try {
          await req.apply?.();
          recorded.push('approved');
        } catch (error) {
          recorded.push(`failed: ${(error as Error).message}`);
        }
        return 'approved';
      },
    });
    const edited = '# Decisions\n\n- edited by the user meanwhile\n';
    const refused = await apply(
      compact(
        t,
        recordingPort(() => writeFile(decisions, edited)),
      ),
      [destructive[2]],
      true,
    );
    expect(refused.applied).toBe(0);
    expect(recorded).toEqual([
      'failed: the file changed while the user was deciding; nothing changed. Propose it again.',
    ]);
    expect(await readFile(decisions, 'utf8')).toBe(edited);
    // Nothing in the way: applied, and recorded as approved only after it was.
    recorded.length = 0;
    const t2 = await open();
    const ok = await apply(compact(t2, recordingPort()), [destructive[2]], true);
    expect(ok.applied).toBe(1);
    expect(recorded).toEqual(['approved']);
  });

  it('destructive ops are refused like the granular tools before anyone is asked', async () => {
    const t = await open();
    const port = scriptedPort('approved');
    const result = await apply(
      compact(t, port),
      [
        { op: 'delete_identity', name: '../Meetings/x' },
        { op: 'delete_identity', name: 'Nobody' },
        { op: 'remove_attendee', name: 'Nobody' },
      ],
      true,
    );
    expect(port.asked).toHaveLength(0);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      await runTool(t.session, 'delete_identity', { name: '../Meetings/x' }),
      await runTool(t.session, 'delete_identity', { name: 'Nobody' }),
      await runTool(t.session, 'remove_attendee', { name: 'Nobody' }),
    ]);
  });
});

describe('P6: the compact set: names, types, annotations, size', () => {
  it('offers query_meeting, apply_changes and the host-supplied approval-gated tools', async () => {
    const t = await open();
    const port = scriptedPort();
    const gated = createApprovalGatedTools(t.session, {
      prompt: port,
      workflow: { submit: () => 'requested' },
    });
    expect(Object.keys(createCompactMeetingTools(t.session))).toEqual(['query_meeting', 'apply_changes']);
    const set = createMeetingTools(t.session, { profile: 'compact', approvalGated: gated });
    expect(Object.keys(set)).toEqual([
      'query_meeting',
      'apply_changes',
      'request_project_association',
      'request_workflow_change',
    ]);
    // The granular set is unchanged by default.
    expect(Object.keys(createMeetingTools(t.session))).toContain('read_transcript');
    expect(annotationsOf('query_meeting')).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(annotationsOf('apply_changes')).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    const chars = compact(t)
      .map((d) => d.name + d.description + JSON.stringify(toolJsonSchema(d.inputSchema)))
      .join('').length;
    // A small fraction of the granular set (~10,000 characters): room for the transcript.
    expect(chars / 4).toBeLessThan(1200);
  });

  it("each op of apply_changes is typed with its granular tool's arguments (also in strict JSON Schema)", async () => {
    const t = await open();
    const granular = Object.fromEntries(toolDefinitions(t.session).map((d) => [d.name, d]));
    const apply = compact(t).find((d) => d.name === 'apply_changes');
    if (!apply) throw new Error('no apply_changes');
    const strict = toolJsonSchema(apply.inputSchema, { strict: true }) as {
      properties: { ops: { items: { anyOf: Array<{ properties: Record<string, { enum?: string[] }> }> } } };
    };
    const branches = strict.properties.ops.items.anyOf;
    for (const op of compactWriteOps) {
      const branch = branches.find((b) => b.properties.op?.enum?.includes(op));
      expect(branch, op).toBeDefined();
      const args = Object.keys(
        (toolJsonSchema(granular[op]?.inputSchema ?? apply.inputSchema) as { properties: object }).properties,
      );
      expect(Object.keys(branch?.properties ?? {}).sort(), op).toEqual(['op', ...args].sort());
    }
    // Any other op still passes the schema (and is rejected by name, not by failing the call).
    expect(
      apply.inputSchema.safeParse({ ops: [{ op: 'rm_rf' }, { op: 'add_attendee', name: 5 }] }).success,
    ).toBe(true);
  });
});
