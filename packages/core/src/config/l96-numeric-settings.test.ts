/**
 * L96: `model.retry.attempts: 0` (and `daemon.retry.attempts: 0`) is accepted and read as 1 — one
 * request, one run, no retry (B33, C8) — but docs/vault-format.md said only "requests per model
 * call in all", so a user who wrote 0 to turn requests off got one in silence. The document now says
 * it on both keys. Every other number setting was checked for the same kind: 0, below the minimum,
 * a fraction and a number written as a string are refused when the configuration loads, naming the
 * key and what was given, at the minimums the document lists.
 * Spec: docs/vault-format.md, Configuration.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './parse-config.js';

const doc = readFileSync(
  join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'vault-format.md'),
  'utf8',
);
const MODEL = { baseURL: 'http://127.0.0.1:11434/v1', model: 'qwen3:8b' };

/** Each number setting, where it goes in the file, and its documented minimum. */
const SETTINGS: [key: string, min: number, at: (v: unknown) => Record<string, unknown>][] = [
  ['model.maxSteps', 1, (v) => ({ model: { ...MODEL, maxSteps: v } })],
  ['model.retry.attempts', 0, (v) => ({ model: { ...MODEL, retry: { attempts: v } } })],
  ['model.retry.delayMs', 0, (v) => ({ model: { ...MODEL, retry: { delayMs: v } } })],
  ['model.timeoutMs', 1, (v) => ({ model: { ...MODEL, timeoutMs: v } })],
  ['model.streamTimeoutMs', 1, (v) => ({ model: { ...MODEL, streamTimeoutMs: v } })],
  ['model.contextWindow', 1024, (v) => ({ model: { ...MODEL, contextWindow: v } })],
  ['model.maxOutputTokens', 16, (v) => ({ model: { ...MODEL, maxOutputTokens: v } })],
  ['approvals.timeoutMs', 1000, (v) => ({ approvals: { timeoutMs: v } })],
  ['limits.readChars', 1, (v) => ({ limits: { readChars: v } })],
  ['limits.searchResults', 1, (v) => ({ limits: { searchResults: v } })],
  ['limits.searchLineChars', 16, (v) => ({ limits: { searchLineChars: v } })],
  ['limits.searchChars', 1, (v) => ({ limits: { searchChars: v } })],
  ['daemon.debounceMs', 0, (v) => ({ daemon: { debounceMs: v } })],
  ['daemon.concurrency', 1, (v) => ({ daemon: { concurrency: v } })],
  ['daemon.retry.attempts', 0, (v) => ({ daemon: { retry: { attempts: v } } })],
  ['daemon.retry.delayMs', 0, (v) => ({ daemon: { retry: { delayMs: v } } })],
  ['daemon.shutdownMs', 0, (v) => ({ daemon: { shutdownMs: v } })],
];

const problem = (raw: Record<string, unknown>): string | null => {
  try {
    parseConfig(raw);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('L96: number settings: 0, negative, fractional and string numbers', () => {
  it('L96: docs/vault-format.md says retry.attempts 0 reads as 1 (model and daemon), and lists the minimums', () => {
    const lines = doc.split('\n').filter((l) => /"retry": \{ "attempts"/.test(l));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain('0 reads as 1: no retry');
    expect(doc).toContain('The two `retry.attempts` take 0, which\nreads as 1');
  });

  it('L96: every number setting takes its documented minimum and refuses one less, a fraction and a string, naming the key', () => {
    for (const [key, min, at] of SETTINGS) {
      expect(problem(at(min)), key).toBeNull();
      for (const bad of [min - 1, min + 0.5, String(min + 1)]) {
        const message = problem(at(bad));
        expect(message, `${key} = ${JSON.stringify(bad)}`).toContain(`${key}: expected`);
        expect(message, `${key} = ${JSON.stringify(bad)}`).toContain(`got ${JSON.stringify(bad)}`);
      }
    }
  });
});
