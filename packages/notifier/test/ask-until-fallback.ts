/**
 * Test helper: asks one request through the toast adapter and answers it through the fallback once
 * the adapter handed it there; gives what the adapter said (newcomer N2, leftovers L202).
 */
import { expect } from 'vitest';
import {
  createApprovalPrompt,
  fakeAdapter,
  type ToastBackend,
  type ToastCapability,
  toastAdapter,
} from '../src/index.js';

/**
 * Asks `Deploy build 42?` through a toast adapter with `capability` (and `backend`, else the real
 * one the capability names), waits until the fake fallback is asked, answers `denied` there and
 * returns every line the adapter said, joined by newlines.
 */
export async function askUntilFallback(
  capability: ToastCapability = { actions: true, backend: 'notify-send', reason: 'test' },
  backend?: ToastBackend,
): Promise<string> {
  const fallback = fakeAdapter();
  const said: string[] = [];
  const prompt = createApprovalPrompt(
    toastAdapter({ fallback, capability, ...(backend ? { backend } : {}) }),
    { say: (m) => said.push(m) },
  );
  const outcome = prompt.request({ id: 'q', title: 'Deploy build 42?', body: 'ok', timeoutMs: 60_000 });
  await fallback.whenAsked('q');
  fallback.answer('q', 'denied');
  expect(await outcome).toBe('denied');
  await prompt.shutdown();
  return said.join('\n');
}
