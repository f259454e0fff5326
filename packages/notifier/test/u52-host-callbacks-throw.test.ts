/**
 * U52 (reviewB, session 21): a host callback that throws never breaks the contract of the package.
 * Before, an `onRequest` of `createApprovalPrompt` that threw made `request()` reject ("never
 * rejects", README), and an `onSettled` of `createRequestQueue` that threw became an unhandled
 * rejection of the queue's own promise (which ends a Node process by default: a daemon gone because
 * its log call failed) and made `idle()` / `shutdown()` reject. Now each is said through `say` and
 * the request goes on as asked. Real policy and vault-note adapters on a temp folder.
 * Spec: packages/notifier/README.md (API); seed 004 (application-owned request queue).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalPrompt, createRequestQueue, policyAdapter, vaultNoteAdapter } from '../src/index.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Collects the process's unhandled rejections while `f` runs (and one macrotask after it). */
async function unhandledDuring(f: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await f();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe('U52: host callbacks that throw', () => {
  it('U52: an onRequest that throws is said; the request is asked and answered all the same', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ma-u52-'));
    const said: string[] = [];
    const prompt = createApprovalPrompt(vaultNoteAdapter({ folder: dir, pollMs: 50 }), {
      say: (m) => said.push(m),
      onRequest: () => {
        throw new Error('log closed');
      },
    });
    // A real deadline: a 0 ms one is a timeout nobody is asked about (M5).
    const outcome = prompt.request({ id: 'deploy-42', title: 'Deploy 42?', body: 'Ok?', timeoutMs: 60_000 });
    expect(said).toContain(
      'onRequest failed for request deploy-42: log closed; the request is asked all the same',
    );
    // It was asked: the request note is written.
    while (!(await readdir(dir)).includes('Deploy 42.md')) await new Promise((r) => setTimeout(r, 20));
    await prompt.shutdown();
    expect(await outcome).toBe('cancelled');
  });

  it('U52: an onSettled that throws is said: no unhandled rejection, idle() and shutdown() resolve, onAccept ran', async () => {
    const said: string[] = [];
    const accepted: string[] = [];
    const prompt = createApprovalPrompt(policyAdapter('approved'), { say: () => {} });
    const queue = createRequestQueue<string>({
      prompt,
      onAccept: (payload) => {
        accepted.push(payload);
      },
      onSettled: () => {
        throw new Error('tracker gone');
      },
      say: (m) => said.push(m),
    });
    const unhandled = await unhandledDuring(async () => {
      expect(queue.submit({ id: 'w1', title: 'Change?', body: 'Prompt', payload: 'p1' })).toBe('requested');
      await queue.idle();
      await queue.shutdown();
    });
    expect(unhandled).toEqual([]);
    expect(accepted).toEqual(['p1']);
    expect(queue.state('w1')).toEqual({ outcome: 'approved' });
    expect(said).toEqual(['onSettled failed for request w1 (approved): tracker gone']);
  });
});
