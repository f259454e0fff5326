import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * P315: sbd (the engine's sentence splitter) required sanitize-html as it loaded, about 40 ms of CPU (htmlparser2,
 * postcss, …; 197 M instructions of the 287 M of loading sbd) in every thread that loads the engine, the CLI's
 * `ma summarize` and each batch worker, though the engine never asks sbd to sanitize (`sanitize: false`).
 * `patches/sbd@1.0.19.patch` (pnpm `patchedDependencies`) has sbd require it on first use instead. This test loads the
 * sbd the package resolves, in a fresh Node, and reads Node's module cache.
 */
function inFreshNode(code: string): unknown {
  const script = `
    const sbd = require('node:module').createRequire(${JSON.stringify(path.join(import.meta.dirname, '..', 'package.json'))})('sbd');
    const loaded = () => Object.keys(require.cache).some((file) => /[\\\\/]sanitize-html[\\\\/]/.test(file));
    ${code}`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

describe('issue 13, P315: loading and running sbd without sanitizing does not load sanitize-html', () => {
  it('sbd loads, and splits plain text as the engine asks it to, without sanitize-html', () => {
    const out = inFreshNode(`
      const atLoad = loaded();
      const split = sbd.sentences('Dr. Jones said hi. We agreed at 12.50 today.', { newline_boundaries: false, sanitize: false });
      process.stdout.write(JSON.stringify({ atLoad, split, afterSplit: loaded() }));`);
    expect(out).toEqual({
      atLoad: false,
      split: ['Dr. Jones said hi.', 'We agreed at 12.50 today.'],
      afterSplit: false,
    });
  });

  it('a caller that asks sbd to sanitize (or for allowed tags) still gets sanitize-html’s output, loaded then', () => {
    const out = inFreshNode(`
      const sanitized = sbd.sentences('<p>Hello <b>there</b>.</p> <script>x()</script>Bye now.', { sanitize: true });
      const tags = sbd.sentences('<p>Hello <b>there</b>.</p> Bye.', { allowed_tags: ['b'] });
      process.stdout.write(JSON.stringify({ sanitized, tags, loaded: loaded() }));`);
    // The unpatched sbd 1.0.19's answers.
    expect(out).toEqual({
      sanitized: ['Hello there.', 'Bye now.'],
      tags: ['Hello <b>there</b>.', 'Bye.'],
      loaded: true,
    });
  });
});
