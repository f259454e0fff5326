// (b) searchVault over a generated vault vs. spawning the same rg binary with
// the same argv (shows the overhead of path checks, JSON parsing, budgets).
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { coreDist, importFromCore, median, runsOr, scaled, timePerCall, transcriptLine } from '../lib.mjs';

function noteText(n) {
  const lines = [];
  for (let k = 0; k < 30; k++) lines.push(transcriptLine(n * 31 + k));
  // A rare token: ~1 note in 100 mentions it, so fewer matches than the result cap (100)
  // and both sides scan every file.
  if (n % 100 === 7) lines.splice(10, 0, `Decision: the Zephyrine supplier is approved (note ${n}).`);
  return `---\ndate: 2026-11-${String((n % 28) + 1).padStart(2, '0')}\nattendees:\n  - Anna\n  - Ben\nprojects: [p${n % 40}]\n---\n# Meeting ${n}\n\n${lines.join('\n')}\n`;
}

function rgDirect(rg, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(rg, args, { cwd, shell: false, stdio: ['ignore', 'pipe', 'pipe'] });
    let bytes = 0;
    child.stdout.on('data', (c) => {
      bytes += c.length;
    });
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 || code === 1 ? resolve(bytes) : reject(new Error(`rg ${code}`)),
    );
  });
}

export async function benchSearch(tmp) {
  const { openVault, parseConfig, searchVault } = await import(coreDist);
  const { rgPath } = await importFromCore('@vscode/ripgrep');
  const notes = scaled(5000, 50);
  const root = path.join(tmp, 'vault');
  for (let n = 0; n < notes; n++) {
    const dir = path.join(root, 'Meetings', `2026-${String((n % 12) + 1).padStart(2, '0')}`);
    if (n < 12) await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `Meeting ${n}.md`), noteText(n));
  }
  const vault = await openVault(root, parseConfig({}));
  const pattern = 'zephyrine';
  // Same argv as core's buildRgArgs (our flags, -e pattern, --, paths), per-file cap = results + 1.
  const args = [
    '--no-config',
    '--json',
    '--no-follow',
    '--smart-case',
    '--sort=path',
    '--max-filesize=50M',
    `--max-count=${vault.config.limits.searchResults + 1}`,
    '--color=never',
    '-e',
    pattern,
    '--',
    '.',
  ];
  const first = await searchVault(vault, { pattern, paths: ['.'] });
  const matches = first.matches.length;
  await rgDirect(rgPath, args, vault.root);
  const runs = runsOr(9);
  const ours = [];
  const base = [];
  for (let i = 0; i < runs; i++) {
    const o = () => timePerCall(() => searchVault(vault, { pattern, paths: ['.'] }), 3);
    const b = () => timePerCall(() => rgDirect(rgPath, args, vault.root), 3);
    if (i % 2) {
      base.push(await b());
      ours.push(await o());
    } else {
      ours.push(await o());
      base.push(await b());
    }
  }
  return { notes, matches, runs, ms: [median(ours), median(base)] };
}
