import type { ModelConfig } from '@ma/core';
import type { ContextBudget } from '../budget/context-budget.js';
import { type ContextWindow, OLLAMA_DEFAULT_SOURCE_TEXT } from '../budget/context-window.js';
import type { MapTranscriptResult } from '../run/map-transcript.js';

/**
 * `"qwen3:8b"`; with the endpoint (`"qwen3:8b" at http://…/v1`) only when the main and small
 * models share a name (the record stays the same for the same models on another port or profile).
 */
const describeModel = (m: ModelConfig, withURL: boolean) =>
  withURL ? `"${m.model}" at ${m.baseURL}` : `"${m.model}"`;

/**
 * Facts for {@link contextRecordLines}.
 *
 * Spec: issue 14 items 2–4 (run record: window, compaction, map-reduce, model per step).
 */
export interface ContextFacts {
  budget: ContextBudget;
  /** The small model's window (null: no separate small model). */
  smallWindow: ContextWindow | null;
  main: ModelConfig;
  /** The separate small model, or null when reading runs on the main model. */
  small: ModelConfig | null;
  mapped: MapTranscriptResult | null;
  loopSteps: number;
  /** True when the tool set was narrowed to fit a small window. */
  narrowed?: boolean;
  /** True when the run took the small-window set (short tools and instructions; C3). */
  brief?: boolean;
  compacted: number;
  largestRequest: number;
}

const SOURCE: Record<ContextWindow['source'], string> = {
  config: 'model.contextWindow',
  ollama: 'Ollama /api/show',
  'ollama-ps': 'Ollama /api/ps: the loaded model',
  'ollama-default': OLLAMA_DEFAULT_SOURCE_TEXT,
  'llama.cpp': 'llama.cpp /props',
  vllm: 'vLLM /v1/models max_model_len',
  default: 'default: the server did not say; set model.contextWindow',
};

/**
 * The run record's lines about the context budget and model routing, e.g.
 * `- context window: 8192 tokens (Ollama /api/show); 2048 kept for the reply; tokens counted with estimate; 4 older tool results were replaced by a note of what was read, to fit`,
 * `- long meeting: the transcript was read in 9 parts (lines 7–180, 181–377, …) by the small model, then summarized from the notes`,
 * `- models: chunk notes (9 requests) → small "qwen3:1.7b"; tool loop incl. write_summary (3 steps) → main "qwen3:14b"`.
 * Nothing in it depends on the tool profile or the endpoint's port (profile parity, issue 14 item 1).
 *
 * Spec: issue 14 items 2–4.
 */
export function contextRecordLines(f: ContextFacts): string[] {
  const { budget } = f;
  const window = `${budget.window.tokens} tokens (${SOURCE[budget.window.source]})`;
  const compacted =
    f.compacted > 0
      ? `; ${f.compacted} older tool result${f.compacted === 1 ? ' was' : 's were'} replaced by a note of what was read, to fit`
      : '';
  const narrowed = f.brief
    ? '; the window is small, so the run used the small-window set: only the tools to read the meeting and write the summary and context note, with short descriptions and instructions'
    : f.narrowed
      ? '; the window is small, so only the tools to read the meeting and write the summary and context note were offered'
      : '';
  const lines = [
    `- context window: ${window}; ${budget.reserve} kept for the reply; tokens counted with ${budget.counter.method}${compacted}${narrowed}`,
  ];
  const readerName = f.small ? 'small' : 'main';
  const reader = f.small ?? f.main;
  if (f.mapped) {
    const m = f.mapped;
    // C27: the lines notes came back on (`reads`), never a part the model returned no notes for.
    const ranges = m.reads.map((n) => (n.from === n.to ? `${n.from}` : `${n.from}–${n.to}`));
    const shown = ranges.length > 8 ? [...ranges.slice(0, 8), '…'] : ranges;
    const notesOn = shown.length > 0 ? `notes on lines ${shown.join(', ')}` : 'no part came back with notes';
    lines.push(
      `- long meeting: the transcript was read in ${m.chunks} part${m.chunks === 1 ? '' : 's'} by the ${readerName} model (${notesOn}), then summarized from the notes` +
        (m.condensePasses > 0
          ? `; ${m.condensePasses} condensing pass${m.condensePasses === 1 ? '' : 'es'}`
          : '') +
        (m.cut ? "; the notes were cut to fit the main model's window" : '') +
        (m.retried > 0
          ? `; ${m.retried} part${m.retried === 1 ? ' was' : 's were'} asked again after an empty, cut-off or uncited reply`
          : ''),
    );
    lines.push(...partsNotReadLines(m.unread, m.chunks, readerName));
    if (f.small && f.smallWindow) {
      lines.push(
        `- small model context window: ${f.smallWindow.tokens} tokens (${SOURCE[f.smallWindow.source]})`,
      );
    }
  }
  const parts: string[] = [];
  const withURL = f.small !== null && f.small.model === f.main.model;
  if (f.mapped) {
    // C27: every request made: a part asked again after an empty or cut reply counts twice.
    const n = f.mapped.chunks + f.mapped.retried + f.mapped.condensePasses;
    parts.push(
      `chunk notes (${n} request${n === 1 ? '' : 's'}) → ${readerName} ${describeModel(reader, withURL)}`,
    );
  }
  parts.push(
    `tool loop incl. write_summary (${f.loopSteps} step${f.loopSteps === 1 ? '' : 's'}) → main ${describeModel(f.main, withURL)}`,
  );
  lines.push(`- models: ${parts.join('; ')}`);
  return lines;
}

/**
 * M11: a part of a transcript read in parts without whole, cited notes is not read; one record line per
 * such part says which and why, e.g. `- not read: part 2 of 9 (lines 181–377): the small model returned
 * no notes (finish_reason length), asked twice; its lines count as not read`. The same lines go in a
 * successful run's record and in a failed run's `## Run failed` record (L313: a run refused for reading
 * nothing names these parts in its message, and the record a user reads later says the same).
 * @param unread the parts not read (`MapTranscriptResult['unread']`), 1-based part numbers and lines.
 * @param chunks how many parts the transcript was read in.
 * @param readerName which model read the parts: `small` (models.small) or `main`.
 */
export function partsNotReadLines(
  unread: MapTranscriptResult['unread'],
  chunks: number,
  readerName: 'small' | 'main',
): string[] {
  return unread.map(
    (u) =>
      `- not read: part ${u.part} of ${chunks} (lines ${u.from === u.to ? u.from : `${u.from}–${u.to}`}): ${u.why.replace('the model', `the ${readerName} model`)}, asked twice; its lines count as not read`,
  );
}
