/**
 * issue 13 (start-up): `ma --help` loads commander and the program definition only; each command's
 * module (and through it @ma/core, @ma/tools, zod, yaml, the AI SDK) is imported when that command
 * runs (docs/startup.md). Timing lives in bench/ (case e); this guards the structure that makes it fast.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const src = (file: string) => readFileSync(join(import.meta.dirname, '..', 'src', file), 'utf8');
/** Module specifiers of the static (non-type) imports of a source file. */
const staticImports = (text: string) =>
  [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1] ?? '');

describe('issue 13: start-up loads only what a command uses', () => {
  it('the program definition and the runner import no command module and no @ma package', () => {
    for (const file of ['program.ts', 'main.ts', 'bin.ts']) {
      const imports = staticImports(src(file));
      expect(imports.filter((m) => m.startsWith('./commands/') || m.startsWith('@ma/'))).toEqual([]);
      expect(imports).not.toContain('./io/report-error.js');
    }
  });

  it("issue 13: a failing command loads no AI SDK: the error reporter's chunks hold only the agent's error class", () => {
    // What the build's metafile says the error reporter's chunk loads, following static imports.
    const meta = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'dist', 'metafile-esm.json'), 'utf8'),
    ) as {
      outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }>;
    };
    const entry = Object.keys(meta.outputs).find((o) => /report-error-[^/]*\.js$/.test(o));
    expect(entry).toBeDefined();
    const seen = new Set<string>();
    const visit = (out: string) => {
      if (seen.has(out)) return;
      seen.add(out);
      for (const i of meta.outputs[out]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(entry as string);
    const inputs = [...seen].flatMap((o) => Object.keys(meta.outputs[o]?.inputs ?? {}));
    expect(inputs.some((i) => i.endsWith('packages/agent/src/summary-run-error.ts'))).toBe(true);
    expect(
      inputs.filter((i) =>
        /node_modules\/(\.pnpm\/)?(ai@|@ai-sdk)|packages\/agent\/src\/(?!summary-run-error)/.test(i),
      ),
    ).toEqual([]);
  });

  it("issue 13 (sessions 34, 35): `ma mcp` starts without the AI SDK, and opening a meeting's session loads none either", () => {
    // initialize, tools/list and list_meetings never need @ma/agent, whose session code reaches the AI SDK.
    const meta = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'dist', 'metafile-esm.json'), 'utf8'),
    ) as {
      outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }>;
    };
    const entry = Object.keys(meta.outputs).find((o) =>
      Object.keys(meta.outputs[o]?.inputs ?? {}).some((i) => i.endsWith('src/commands/mcp.ts')),
    );
    expect(entry).toBeDefined();
    const seen = new Set<string>();
    const dynamic: string[] = [];
    const visit = (out: string) => {
      if (seen.has(out)) return;
      seen.add(out);
      for (const i of meta.outputs[out]?.imports ?? []) {
        if (i.kind === 'import-statement') visit(i.path);
        else if (i.kind === 'dynamic-import') dynamic.push(i.path);
      }
    };
    visit(entry as string);
    const inputs = [...seen].flatMap((o) => Object.keys(meta.outputs[o]?.inputs ?? {}));
    expect(inputs.some((i) => i.endsWith('src/mcp/mcp-tool-host.ts'))).toBe(true);
    expect(
      inputs.filter((i) => /node_modules\/(\.pnpm\/)?(ai@|@ai-sdk)|packages\/agent\/src\//.test(i)),
    ).toEqual([]);
    // …and the agent is still there for the calls that open a session.
    const later = new Set<string>();
    const visitLater = (out: string) => {
      if (later.has(out)) return;
      later.add(out);
      for (const i of meta.outputs[out]?.imports ?? []) if (i.kind === 'import-statement') visitLater(i.path);
    };
    for (const d of dynamic) visitLater(d);
    const lazy = [...later].flatMap((o) => Object.keys(meta.outputs[o]?.inputs ?? {}));
    expect(lazy.some((i) => i.endsWith('packages/agent/src/session/open-meeting-session.ts'))).toBe(true);
    // Session 35 (P148): opening a session loads no AI SDK either (the server builds its own tools on the
    // session's toolSession); the AI SDK tool set and the failure description stay behind import().
    expect(lazy.filter((i) => /node_modules\/(\.pnpm\/)?(ai@|@ai-sdk)/.test(i))).toEqual([]);
    expect(
      lazy.filter((i) =>
        /packages\/(tools\/src\/neutral\/to-ai-sdk-tool|agent\/src\/(model\/(transport-failure|create-chat-model|retrying-fetch)|run\/run-agent-loop|run\/describe-failure))/.test(
          i,
        ),
      ),
    ).toEqual([]);
  });

  it('every command is imported inside its action', () => {
    const program = src('program.ts');
    for (const command of ['summarize', 'init', 'projects', 'tools', 'tool', 'search', 'doctor'])
      expect(program).toContain(`await import('./commands/${command}.js')`);
  });

  it('ma --help still lists every command, and a failing command still reports its error', async () => {
    const help = await runMa(['--help']);
    expect(help.code).toBe(0);
    for (const command of ['summarize', 'init', 'projects', 'tools', 'tool', 'search', 'doctor'])
      expect(help.stdout).toContain(command);
    const failed = await runMa(['projects', '--all', '--vault', join(import.meta.dirname, 'no-such-vault')]);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toMatch(/^ma: .*does not exist/m);
  });
});

describe('ma --version', () => {
  it('prints the version of @ma/cli and exits 0, outside any vault too', async () => {
    const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    for (const flag of ['--version', '-V']) {
      const r = await runMa([flag], { cwd: tmpdir() });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.trim()).toBe(version);
    }
  });
});
