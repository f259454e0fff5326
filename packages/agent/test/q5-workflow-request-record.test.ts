/**
 * Review5 Q5 (last part): a workflow request the model files (`request_workflow_change`, seed 004)
 * is listed in the run's record in the context note — its intention, the request note's link when
 * the host asked through one, and the outcome known when the record is written (pending, approved,
 * declined, not asked, …) — for a committed run and for a failed one.
 * Spec: seed 004, Decisions (background request queue); docs/vault-format.md, Assistant context
 * note; review5 Q5.
 */
import {
  type ApprovalPortOutcome,
  createApprovalGatedTools,
  type WorkflowRequestSink,
  type WorkflowRequestState,
} from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, minimalScript, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const request = {
  name: 'request_workflow_change',
  arguments: {
    intention: 'Always list prices in EUR',
    prompt: 'DETAILED-PROMPT-XYZ: in the summary template add a section "## Prices".',
  },
};

/** A host queue that remembers what it was given and answers `state` with `state`. */
function sink(state: ((id: string) => WorkflowRequestState | undefined) | null): WorkflowRequestSink {
  return {
    submit: () => 'requested',
    ...(state ? { state } : {}),
  };
}

async function run(workflow: WorkflowRequestSink, script = [{ toolCalls: [request] }, ...minimalScript()]) {
  h = await startHarness(script);
  const harness = h;
  return summarizeMeeting({
    vault: harness.vault,
    meeting: FUNCTIONAL,
    env: {},
    approvalGated: (session) =>
      createApprovalGatedTools(session, { prompt: { request: async () => 'denied' }, workflow }),
  });
}

describe('Q5: the run record lists the workflow requests of the run', () => {
  it('a pending request: intention, request note link and "pending"', async () => {
    const done = await run(
      sink(() => ({ outcome: 'pending', note: 'Assistant/Requests/Workflow change requested.md' })),
    );
    const context = await h?.read(done.contextPath);
    const line = context?.split('\n').find((l) => l.startsWith('- workflow request:'));
    expect(line).toContain('"Always list prices in EUR"');
    expect(line).toContain('[[Assistant/Requests/Workflow change requested]]');
    expect(line).toContain('pending');
  });

  const outcomes: Array<[ApprovalPortOutcome, string]> = [
    ['approved', 'approved'],
    ['denied', 'declined'],
    ['unavailable', 'not asked'],
    ['timeout', 'expired'],
  ];
  for (const [outcome, said] of outcomes) {
    it(`a request already decided (${outcome}) says "${said}"`, async () => {
      const done = await run(sink(() => ({ outcome, note: null })));
      const line = (await h?.read(done.contextPath))
        ?.split('\n')
        .find((l) => l.startsWith('- workflow request:'));
      expect(line).toContain('"Always list prices in EUR"');
      expect(line).toContain(said);
      expect(line).not.toContain('[[');
    });
  }

  it('a host that cannot tell the outcome: the request is listed as queued, outcome not known to the run', async () => {
    const done = await run(sink(null));
    const line = (await h?.read(done.contextPath))
      ?.split('\n')
      .find((l) => l.startsWith('- workflow request:'));
    expect(line).toContain('"Always list prices in EUR"');
    expect(line).toContain('queued');
  });

  it('a failed run lists the request in its failure record too', async () => {
    h = await startHarness([{ toolCalls: [request] }, { status: 400, body: { error: 'bad request' } }], {
      model: { retry: { attempts: 1, delayMs: 10 } },
    });
    const harness = h;
    await expect(
      summarizeMeeting({
        vault: harness.vault,
        meeting: FUNCTIONAL,
        env: {},
        approvalGated: (session) =>
          createApprovalGatedTools(session, {
            prompt: { request: async () => 'denied' },
            workflow: sink(() => ({ outcome: 'pending', note: null })),
          }),
      }),
    ).rejects.toThrow();
    const context = await harness.read('Assistant/2026-03-10 Remote control functional design.md');
    const failed = context.slice(context.lastIndexOf('## Run failed'));
    expect(failed).toContain('- workflow request: "Always list prices in EUR"');
    expect(failed).toContain('pending');
  });

  it('a run without workflow requests has no such line', async () => {
    const done = await run(sink(null), minimalScript());
    expect(await h?.read(done.contextPath)).not.toContain('workflow request');
  });
});
