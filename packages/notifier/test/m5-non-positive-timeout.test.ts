/**
 * M5: a request whose `timeoutMs` is 0 or negative (a deadline already past) ends as `timeout` at
 * once with every adapter, nobody asked: before, `policyAdapter('approved')` answered `approved`
 * (its instant answer beat the 0 ms timer) while the others said `timeout`, and the vault-note
 * adapter wrote a request note nobody could answer. A request queue with such a validity gives
 * `timeout` too and never accepts. Real temp folders, real clock.
 * Spec: seed 004 (requests expire; an ignored request is never approved); packages/notifier/README.md.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApprovalAdapter,
  createApprovalPrompt,
  createRequestQueue,
  fakeAdapter,
  policyAdapter,
  vaultNoteAdapter,
} from '../src/index.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('M5: a non-positive timeoutMs is an immediate timeout for every adapter', () => {
  it('M5: policy (approve, deny), fake and vault-note adapters all answer timeout; no note is written', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ma-m5-'));
    const fake = fakeAdapter({ auto: 'approved' });
    const adapters: ApprovalAdapter[] = [
      policyAdapter('approved'),
      policyAdapter('denied'),
      fake,
      vaultNoteAdapter({ folder: dir, pollMs: 50 }),
    ];
    for (const timeoutMs of [0, -1, -600_000]) {
      for (const adapter of adapters) {
        const said: string[] = [];
        const prompt = createApprovalPrompt(adapter, { say: (m) => said.push(m) });
        const outcome = await prompt.request({
          id: 'deploy-42',
          title: 'Deploy 42?',
          body: 'Ok?',
          timeoutMs,
        });
        await prompt.shutdown();
        expect(`${adapter.name} ${timeoutMs}: ${outcome}`).toBe(`${adapter.name} ${timeoutMs}: timeout`);
        expect(said).toEqual([
          `request deploy-42 not asked: its deadline has passed (timeoutMs ${timeoutMs}); timeout, not approved`,
        ]);
      }
    }
    expect(fake.asked).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('M5: a request queue with a validity of 0 ms settles its requests as timeout and never accepts', async () => {
    const accepted: string[] = [];
    const settled: string[] = [];
    const queue = createRequestQueue<string>({
      prompt: createApprovalPrompt(policyAdapter('approved'), { say: () => {} }),
      timeoutMs: 0,
      onAccept: (payload) => {
        accepted.push(payload);
      },
      onSettled: (id, outcome) => {
        settled.push(`${id} ${outcome}`);
      },
      say: () => {},
    });
    expect(queue.submit({ id: 'w1', title: 'Workflow?', body: 'Ok?', payload: 'prompt' })).toBe('requested');
    await queue.idle();
    expect(settled).toEqual(['w1 timeout']);
    expect(accepted).toEqual([]);
    await queue.shutdown();
  });
});
