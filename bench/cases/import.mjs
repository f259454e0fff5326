// (e) `ma import` (core importTranscript) of a three-hour Teams WebVTT (~10,000 cues) vs. the
// chosen parser alone (media-captions parseText on the whole file). Fresh child per run.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, runsOr, scaled } from '../lib.mjs';

const NAMES = ['Mira Solberg', 'Tove Arndt', 'Kofi Mensah', 'Ines Duarte'];
const WORDS =
  'budget casing supplier deadline prototype review launch pricing rubber sample tooling batch'.split(' ');

/** A Teams-style WebVTT: `cues` cues over three hours, speakers changing every 1–3 cues. */
export function teamsVtt(cues) {
  const out = ['WEBVTT', '', 'NOTE generated for the import benchmark', ''];
  const span = (3 * 3600) / cues;
  const clock = (s) => new Date(s * 1000).toISOString().slice(11, 23);
  for (let i = 0; i < cues; i++) {
    const who = NAMES[Math.floor(i / (1 + (i % 3))) % NAMES.length];
    const w = (k) => WORDS[(i * 7 + k * 5) % WORDS.length];
    out.push(`${i + 1}-0`, `${clock(i * span)} --> ${clock((i + 1) * span)}`);
    out.push(
      `<v ${who}>We talked about the ${w(1)} and the <b>${w(2)}</b> for ${w(3)} &amp; item ${i}.</v>`,
      '',
    );
  }
  return out.join('\n');
}

function runImportChild(args) {
  const child = fileURLToPath(new URL('../import-child.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [child, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
    });
    p.on('error', reject);
    p.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)))
        : reject(new Error(`import child exited ${code}`)),
    );
  });
}

export async function benchImport(tmp) {
  const cues = scaled(10_000, 100);
  const file = path.join(tmp, 'meeting.vtt');
  const text = teamsVtt(cues);
  await writeFile(file, text);
  const runs = runsOr(5);
  const ours = [];
  const base = [];
  for (let i = 0; i < runs; i++) {
    const pair = i % 2 ? ['parser', 'ours'] : ['ours', 'parser'];
    for (const mode of pair) {
      const vault = path.join(tmp, `import-vault-${i}`);
      await rm(vault, { recursive: true, force: true });
      await mkdir(vault, { recursive: true });
      const r = await runImportChild([mode, JSON.stringify({ file, vault })]);
      if (mode === 'parser' && r.cues !== cues) throw new Error(`parser read ${r.cues} of ${cues} cues`);
      if (mode === 'ours' && !(r.turns > 0 && r.speakers === NAMES.length))
        throw new Error('import: wrong result');
      (mode === 'ours' ? ours : base).push(r);
      await rm(vault, { recursive: true, force: true });
    }
  }
  return {
    cues,
    bytes: Buffer.byteLength(text),
    runs,
    turns: ours[0].turns,
    ms: [median(ours.map((r) => r.ms)), median(base.map((r) => r.ms))],
    rss: [median(ours.map((r) => r.maxRSSKiB)), median(base.map((r) => r.maxRSSKiB))],
  };
}
