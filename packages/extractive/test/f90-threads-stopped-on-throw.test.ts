/**
 * F90 (hosts that embed the engine): `summarizeExtractive` with worker threads stops them when the run throws, as
 * `summarizeExtractiveLines` does, so a long-lived host that catches the error is not left with idle threads (each
 * its own V8 heap) for every failed run. Worker threads need the built engine (as parallel-batches.test.ts says), so
 * a child Node process runs dist/ as a host would and counts its own threads in /proc/self/task: no timer.
 * Spec: issue 13 (worker threads for a long transcript); review2 N13 (a stopped run leaves nothing running).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist/index.js');

/** The host: one run whose attendee list throws once a worker thread is up; prints its thread counts as JSON. */
const host = `
import { readdirSync } from 'node:fs';
import { summarizeExtractive } from ${JSON.stringify(pathToFileURL(dist).href)};
const threadsNow = () => readdirSync('/proc/self/task').length;
const transcript = Array.from({ length: 30000 }, (_, i) =>
  '[00:00:' + String(i % 60).padStart(2, '0') + '] **' + (i % 2 ? 'Ben' : 'Ann') + ':** We decided to review item ' + i + ' of the casing plan next week.').join('\\n');
const base = threadsNow();
const attendees = ['Ann'];
let during = 0;
attendees.map = function (...args) {
  if (threadsNow() > base) { during = threadsNow(); throw new Error('attendees unreadable'); }
  return Array.prototype.map.apply(this, args);
};
let error = '';
try { summarizeExtractive({ transcript, threads: 2, attendees }); } catch (e) { error = e.message; }
while (threadsNow() > base) await new Promise((resolve) => setImmediate(resolve));
console.log(JSON.stringify({ base, during, after: threadsNow(), error }));
`;

describe('F90: worker threads stopped when summarizeExtractive throws', () => {
  it('F90 an attendee list that throws while the workers run: the error reaches the host and its threads end', async () => {
    expect(existsSync(dist), `${dist} missing: build @ma/extractive first`).toBe(true);
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', host], {
      timeout: 100_000,
    });
    const counts = JSON.parse(stdout.trim()) as {
      base: number;
      during: number;
      after: number;
      error: string;
    };
    expect(counts.error).toBe('attendees unreadable');
    expect(counts.during).toBeGreaterThan(counts.base);
    expect(counts.after).toBe(counts.base);
  }, 120_000);
});
