/**
 * review9 V5 through real `ma` processes killed with SIGKILL: a run's project-file writes are in
 * its journal (`.meeting-assistant/journals/`) as they land; the next run of the meeting, or
 * `ma doctor`, turns a dead run's journal into a `## Run interrupted` record with the diffs; a live
 * run's journal is left alone, and runs of two meetings keep their journals apart.
 * Spec: docs/run-journal.md; seed 003 (External project write is audited).
 */
import type { ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  copySampleVault,
  gate,
  never,
  type SampleVaultCopy,
  type ScriptedServer,
  // L285: its model reads the transcript before it writes the summary.
  startReadingServer as startScriptedServer,
} from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MaResult, runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
const kickoff = '2026-03-09 Remote control kickoff';

/** A model that appends `line` to the project file `file`, then never answers again. */
function writerServer(file: string, line: string): Promise<ScriptedServer> {
  return startScriptedServer((_request, index) =>
    index === 0
      ? {
          toolCalls: [
            {
              name: 'write_projectfile',
              arguments: { project: 'remote-control', path: file, content: line },
            },
          ],
        }
      : never(),
  );
}

/**
 * Starts `ma summarize <meeting>` against `server`; `wrote` opens once the write's result went
 * back to the model (its second request), with the child to kill.
 */
function startRun(
  vault: SampleVaultCopy,
  meeting: string,
  server: ScriptedServer,
): { done: Promise<MaResult>; wrote: Promise<ChildProcess> } {
  let resolveWrote: (child: ChildProcess) => void = () => {};
  const wrote = new Promise<ChildProcess>((resolve) => {
    resolveWrote = resolve;
  });
  const done = runMa(['summarize', meeting, '--base-url', server.baseURL, '--model', 'test-model'], {
    cwd: vault.root,
    onSpawn: (child) => {
      const timer = setInterval(() => {
        if (server.requests.length >= 2) {
          clearInterval(timer);
          resolveWrote(child);
        }
      }, 20);
      child.on('close', () => clearInterval(timer));
    },
  });
  return { done, wrote };
}

const journalsOf = async (vault: SampleVaultCopy) =>
  (await readdir(join(vault.root, '.meeting-assistant', 'journals')).catch(() => [] as string[])).filter(
    (f) => f.endsWith('.jsonl'),
  );

describe('V5: a run killed mid-way keeps the audit of its external writes', () => {
  let vault: SampleVaultCopy;
  const servers: ScriptedServer[] = [];
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close();
    await vault.cleanup();
  });
  const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

  it('V5: SIGKILL after a write_projectfile: the next run records "run of … was interrupted" with the diff', async () => {
    const server = await writerServer('decisions.md', 'new decision');
    servers.push(server);
    const run = startRun(vault, design, server);
    (await run.wrote).kill('SIGKILL');
    const killed = await run.done;
    expect(killed.signal).toBe('SIGKILL');
    // The write landed, and its journal is on disk; the context note knows nothing of it yet.
    expect(await read('Projects/remote-control/decisions.md')).toMatch(/new decision\n?$/);
    expect(await journalsOf(vault)).toHaveLength(1);
    expect(await read(`Assistant/${design}.md`)).not.toContain('new decision');

    // The next run of the meeting (offline engine) records the dead run's writes, then removes the journal.
    const next = await runMa(['summarize', design, '--vault', vault.root]);
    expect(next.code, next.stderr).toBe(0);
    const context = await read(`Assistant/${design}.md`);
    expect(context).toMatch(
      /## Run interrupted [0-9: +-]+\n\nrun of [0-9: +-]+ was interrupted: its process \(pid \d+ on .+\) ended before it recorded its end/,
    );
    expect(context).toContain('these external writes were made (one write)');
    expect(context).toContain('found in its run journal by the next run of the meeting');
    expect(context).toMatch(
      /## External writes\n\n### Projects\/remote-control\/decisions\.md\n[\s\S]*\n\+new decision\n/,
    );
    // Recorded once, before the next run's own record.
    expect(context.match(/## Run interrupted/g)).toHaveLength(1);
    expect(context.indexOf('## Run interrupted')).toBeLessThan(context.lastIndexOf('## Run '));
    expect(await journalsOf(vault)).toEqual([]);

    // A third run finds nothing more to record.
    const third = await runMa(['summarize', design, '--vault', vault.root]);
    expect(third.code, third.stderr).toBe(0);
    expect((await read(`Assistant/${design}.md`)).match(/## Run interrupted/g)).toHaveLength(1);
  }, 120_000);

  it("V5: ma doctor leaves live runs' journals alone and records both dead runs of two meetings, each in its own context note", async () => {
    const a = await writerServer('decisions.md', 'decision of run A');
    const b = await writerServer('requirements.md', 'requirement of run B');
    servers.push(a, b);
    const runA = startRun(vault, design, a);
    const runB = startRun(vault, kickoff, b);
    const [childA, childB] = await Promise.all([runA.wrote, runB.wrote]);
    // Two runs of different meetings: two journals.
    expect(await journalsOf(vault)).toHaveLength(2);

    // While both run, doctor records nothing and says why.
    const live = await runMa(['doctor', '--vault', vault.root]);
    expect(live.stdout).toMatch(/interrupted runs: .*its run is still going \(pid \d+\)/);
    expect(await journalsOf(vault)).toHaveLength(2);
    expect(await read(`Assistant/${design}.md`)).not.toContain('Run interrupted');

    const killedA = gate();
    childA.on('close', () => killedA.open());
    childA.kill('SIGKILL');
    await killedA.opened;
    childB.kill('SIGKILL');
    expect((await runA.done).signal).toBe('SIGKILL');
    expect((await runB.done).signal).toBe('SIGKILL');

    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).toMatch(/interrupted runs: 2 runs had died before recording its external writes/);
    expect(await journalsOf(vault)).toEqual([]);
    const contextA = await read(`Assistant/${design}.md`);
    const contextB = await read(`Assistant/${kickoff}.md`);
    expect(contextA).toContain('found in its run journal by ma doctor');
    expect(contextA).toContain('+decision of run A');
    expect(contextA).not.toContain('requirement of run B');
    expect(contextB).toContain('+requirement of run B');
    expect(contextB).not.toContain('decision of run A');

    // Nothing left: the next doctor says so.
    const again = await runMa(['doctor', '--vault', vault.root]);
    expect(again.stdout).toMatch(/interrupted runs: none/);
  }, 180_000);

  it('V5: a run that ends normally leaves no journal, and its audit is in its run record', async () => {
    const server = await startScriptedServer([
      {
        toolCalls: [
          {
            name: 'write_projectfile',
            arguments: { project: 'remote-control', path: 'decisions.md', content: 'kept' },
          },
        ],
      },
      {
        text: '## Summary\n\nThe team agreed the design.\n\n## Decisions\n\n- kept\n\n## Next steps\n\n- none\n',
      },
    ]);
    servers.push(server);
    const run = await runMa(['summarize', design, '--base-url', server.baseURL, '--model', 'test-model'], {
      cwd: vault.root,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(await journalsOf(vault)).toEqual([]);
    const context = await read(`Assistant/${design}.md`);
    expect(context).toContain('+kept');
    expect(context).not.toContain('Run interrupted');
  }, 120_000);
});
