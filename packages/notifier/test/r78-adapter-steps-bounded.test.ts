/**
 * R78 (reviewB): a host's own adapter (the `ApprovalAdapter` interface is public) whose `settled`
 * (recording an outcome) or `close` never finishes held `request()`'s answer — decided, but never
 * returned — or `shutdown()` forever; a `close` that threw made `shutdown()` reject. Now each step is
 * waited for at most `ADAPTER_STEP_LIMIT_MS` on the prompt's clock, then said through `say`, and a
 * failing close is said: the answer comes, `shutdown()` resolves. Fake clock, real prompt.
 * Spec: packages/notifier/README.md (request never rejects; shutdown cancels every pending request);
 * seed 004 (approval prompt); reviewB R78.
 */
import { describe, expect, it } from 'vitest';
import {
  ADAPTER_STEP_LIMIT_MS,
  type ApprovalAdapter,
  createApprovalPrompt,
  createFakeClock,
} from '../src/index.js';

const never = () => new Promise<void>(() => {});

/** Lets the prompt's promise chains run (no time passes on the fake clock). */
async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('R78: a host adapter whose steps never finish', () => {
  it('R78: settled never finishes: the answer comes once the limit passed, and the wait is said', async () => {
    const clock = createFakeClock();
    const said: string[] = [];
    const adapter: ApprovalAdapter = { name: 'host-dialog', ask: async () => 'approved', settled: never };
    const prompt = createApprovalPrompt(adapter, { clock, say: (m) => said.push(m) });
    let outcome: string | undefined;
    void prompt.request({ id: 'r1', title: 'Deploy?', body: 'b', timeoutMs: 600_000 }).then((o) => {
      outcome = o;
    });
    await flush();
    expect(outcome).toBeUndefined();
    await clock.advance(ADAPTER_STEP_LIMIT_MS);
    await flush();
    expect(outcome).toBe('approved');
    expect(said.join('\n')).toContain(
      'host-dialog: recording the outcome of request r1 took over 10 s; the outcome (approved) is answered without waiting for it',
    );
  });

  it('R78: close never finishes: shutdown resolves once the limit passed; a close that throws is said, not rethrown', async () => {
    const clock = createFakeClock();
    const said: string[] = [];
    const hanging = createApprovalPrompt(
      { name: 'host-dialog', ask: never as never, close: never },
      {
        clock,
        say: (m) => said.push(m),
      },
    );
    let asked: string | undefined;
    void hanging.request({ id: 'r2', title: 't', body: 'b', timeoutMs: 600_000 }).then((o) => {
      asked = o;
    });
    let down = false;
    void hanging.shutdown().then(() => {
      down = true;
    });
    await flush();
    expect(asked).toBe('cancelled');
    expect(down).toBe(false);
    await clock.advance(ADAPTER_STEP_LIMIT_MS);
    await flush();
    expect(down).toBe(true);
    expect(said.join('\n')).toContain(
      'host-dialog: closing took over 10 s; shut down without waiting for it',
    );

    const failing = createApprovalPrompt(
      {
        name: 'host-dialog',
        ask: async () => 'denied',
        close: () => {
          throw new Error('window already gone');
        },
      },
      { clock, say: (m) => said.push(m) },
    );
    await expect(failing.shutdown()).resolves.toBeUndefined();
    expect(said.join('\n')).toContain(
      'host-dialog: could not close: window already gone; shut down all the same',
    );
  });
});
