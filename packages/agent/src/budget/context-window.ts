import { type ModelConfig, resolveApiKey } from '@ma/core';
import { matchModelId } from '../match-model-id.js';
import { readCappedBody } from '../model/read-capped-body.js';

/**
 * The context window assumed when `model.contextWindow` is not set and no server probe answered
 * (tokens). 65,536 rather than a small figure: the three servers that commonly run small local
 * models (Ollama, llama.cpp, vLLM) are probed, so the default only meets other servers: hosted
 * APIs (128k and more) and servers such as LM Studio, for which `model.contextWindow` should be
 * set; every sample meeting then runs as it did before the budget. See docs/context-budget.md.
 *
 * Spec: issue 14 item 2 (context budget: documented default).
 */
export const DEFAULT_CONTEXT_WINDOW = 65_536;

/** How long each server probe may take, in ms. */
export const CONTEXT_PROBE_TIMEOUT_MS = 2_000;

/**
 * Where a context window figure came from: `config` (`model.contextWindow`), a server probe
 * (`ollama`: `POST /api/show`; `llama.cpp`: `GET /props`; `vllm`: `GET /v1/models`
 * `max_model_len`), or `default` ({@link DEFAULT_CONTEXT_WINDOW}).
 *
 * Spec: issue 14 item 2.
 */
export type ContextWindowSource =
  | 'config'
  | 'ollama'
  | 'ollama-ps'
  | 'ollama-default'
  | 'llama.cpp'
  | 'vllm'
  | 'default';

/**
 * The context Ollama gives a model when neither its Modelfile (`num_ctx`) nor the request sets
 * one and the server's `OLLAMA_CONTEXT_LENGTH` cannot be read (tokens): 4,096, the smallest
 * default of current Ollama versions (2,048 before 2025; now 4,096 below 24 GiB of VRAM, more on
 * larger GPUs). Ollama's OpenAI-compatible endpoint cannot set `num_ctx` per request, and a longer
 * prompt is cut from its start without an error, so this is assumed rather than the model's
 * trained maximum (`<arch>.context_length`).
 *
 * Spec: docs/context-budget.md, The window; review4 P12.
 */
export const OLLAMA_DEFAULT_CONTEXT = 4_096;

/**
 * How the Ollama window is named when it is assumed (review4 P12), in `ma doctor` and the run record.
 *
 * Spec: docs/context-budget.md, The window; review4 P12.
 */
export const OLLAMA_DEFAULT_SOURCE_TEXT = `Ollama's default: no num_ctx in the Modelfile and the model is not loaded, so the server's OLLAMA_CONTEXT_LENGTH cannot be read; ${OLLAMA_DEFAULT_CONTEXT} assumed`;

/**
 * A model's context window in tokens and where the figure came from.
 *
 * Spec: issue 14 item 2.
 */
export interface ContextWindow {
  /** Tokens the server holds for one request (prompt + reply). */
  tokens: number;
  source: ContextWindowSource;
}

/**
 * Options of {@link resolveContextWindow}.
 *
 * Spec: issue 14 item 2.
 */
export interface ResolveContextWindowOptions {
  /** Environment for `model.apiKeyEnv` (the probes send the key like the chat requests). */
  env: Record<string, string | undefined>;
  /** Base fetch (default global `fetch`); no retries are added. */
  fetch?: typeof fetch;
  /** Per-probe timeout in ms (default {@link CONTEXT_PROBE_TIMEOUT_MS}). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const positive = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;

/** `http://h:11434/v1/` → `http://h:11434` (the server root the native APIs hang off). */
function serverRoot(baseURL: string): string {
  return baseURL.replace(/\/+$/, '').replace(/\/v1$/, '');
}

/**
 * Ollama's runtime window from `/api/show` and `/api/ps` (review4 P12): the model's trained
 * maximum (`model_info["<arch>.context_length"]`) is only an upper bound; what Ollama runs it with
 * is the Modelfile's `num_ctx` (a `parameters` line), else the `context_length` of the loaded model
 * in `/api/ps` (the server's `OLLAMA_CONTEXT_LENGTH` or default), else
 * {@link OLLAMA_DEFAULT_CONTEXT} — each capped by the trained maximum.
 *
 * @returns `{ tokens, source }` (`ollama`, `ollama-ps`, `ollama-default`), or `null` when `show`
 *   is not an Ollama answer.
 */
export function ollamaWindow(
  show: unknown,
  ps: unknown = null,
  modelId = '',
): { tokens: number; source: ContextWindowSource } | null {
  if (!show || typeof show !== 'object') return null;
  const { model_info: info, parameters } = show as { model_info?: unknown; parameters?: unknown };
  let length: number | null = null;
  if (info && typeof info === 'object') {
    const record = info as Record<string, unknown>;
    const arch = record['general.architecture'];
    length = positive(typeof arch === 'string' ? record[`${arch}.context_length`] : undefined);
    if (length === null) {
      const key = Object.keys(record).find((k) => k.endsWith('.context_length'));
      length = key ? positive(record[key]) : null;
    }
  }
  const numCtx =
    typeof parameters === 'string' ? /^\s*num_ctx\s+(\d+)\s*$/m.exec(parameters)?.[1] : undefined;
  const ctx = numCtx ? positive(Number(numCtx)) : null;
  const capped = (n: number) => (length === null ? n : Math.min(length, n));
  if (ctx !== null) return { tokens: capped(ctx), source: 'ollama' };
  const loaded = loadedContext(ps, modelId);
  if (loaded !== null) return { tokens: capped(loaded), source: 'ollama-ps' };
  if (length === null) return null;
  return { tokens: capped(OLLAMA_DEFAULT_CONTEXT), source: 'ollama-default' };
}

/** `/api/ps`: the `context_length` of the loaded model named `modelId` (Ollama adds `:latest` to a bare name). */
function loadedContext(ps: unknown, modelId: string): number | null {
  const list = ps && typeof ps === 'object' ? (ps as { models?: unknown }).models : undefined;
  if (!Array.isArray(list)) return null;
  const entries = list.filter(
    (m): m is { name?: unknown; model?: unknown; context_length?: unknown } => !!m && typeof m === 'object',
  );
  const names = (e: { name?: unknown; model?: unknown }) =>
    [e.name, e.model].filter((n): n is string => typeof n === 'string');
  const wanted = modelId.includes(':') ? modelId : `${modelId}:latest`;
  const entry = entries.find((e) => names(e).some((n) => n === modelId || n === wanted));
  return positive(entry?.context_length);
}

/** llama.cpp `/props`: `default_generation_settings.n_ctx` (or a top-level `n_ctx`). */
export function llamaCppWindow(body: unknown): number | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { default_generation_settings?: { n_ctx?: unknown }; n_ctx?: unknown };
  return positive(b.default_generation_settings?.n_ctx) ?? positive(b.n_ctx);
}

/** vLLM `/v1/models`: `max_model_len` of the entry naming the model (or of the only entry). */
export function vllmWindow(body: unknown, modelId: string): number | null {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return null;
  const entries = data.filter(
    (m): m is { id: string; max_model_len?: unknown } =>
      !!m && typeof m === 'object' && typeof (m as { id?: unknown }).id === 'string',
  );
  const match = matchModelId(
    modelId,
    entries.map((e) => e.id),
  );
  const entry = match
    ? entries.find((e) => e.id === match.id)
    : entries.length === 1
      ? entries[0]
      : undefined;
  return positive(entry?.max_model_len);
}

/**
 * The context window of `model`: `model.contextWindow` when set (no request is made); else
 * asks the server, all three probes at once, each limited to `opts.timeoutMs`, no retries:
 * Ollama `POST <root>/api/show` and `GET <root>/api/ps` (the window Ollama runs the model with,
 * never more than its trained maximum: `num_ctx` in `parameters`, else the loaded model's
 * `context_length`, else {@link OLLAMA_DEFAULT_CONTEXT}; see {@link ollamaWindow}), llama.cpp `GET <root>/props`
 * (`default_generation_settings.n_ctx`), vLLM `GET <baseURL>/models` (`max_model_len` of the
 * model's entry), where `<root>` is `baseURL` without its trailing `/v1`. The first answer in
 * that order wins; none → {@link DEFAULT_CONTEXT_WINDOW} (`source: 'default'`). Probes never
 * fail a run: errors, timeouts, 404s and odd bodies just mean "no answer".
 *
 * @returns the window in tokens and its source.
 * @throws the signal's reason when `opts.signal` aborts.
 * Spec: issue 14 item 2 (context budget).
 */
export async function resolveContextWindow(
  model: ModelConfig,
  opts: ResolveContextWindowOptions,
): Promise<ContextWindow> {
  if (model.contextWindow !== undefined) return { tokens: model.contextWindow, source: 'config' };
  const base = opts.fetch ?? globalThis.fetch;
  let apiKey: string | undefined;
  try {
    apiKey = resolveApiKey(model, opts.env);
  } catch {
    apiKey = undefined;
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey != null) headers.authorization = `Bearer ${apiKey}`;
  const timeoutMs = opts.timeoutMs ?? CONTEXT_PROBE_TIMEOUT_MS;
  const getJson = async (url: string, init: RequestInit): Promise<unknown> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    try {
      const res = await base(url, { ...init, headers, signal });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        return null;
      }
      // L78: a look-up reply is read up to 64 MiB, like a model reply; past it, no answer.
      return JSON.parse(
        new TextDecoder().decode(await readCappedBody(res, `the reply to ${url}`)),
      ) as unknown;
    } catch {
      return null;
    }
  };
  const root = serverRoot(model.baseURL);
  const [ollama, ollamaPs, llama, vllm] = await Promise.all([
    getJson(`${root}/api/show`, {
      method: 'POST',
      body: JSON.stringify({ model: model.model, name: model.model }),
    }),
    getJson(`${root}/api/ps`, { method: 'GET' }),
    getJson(`${root}/props`, { method: 'GET' }),
    getJson(`${model.baseURL.replace(/\/+$/, '')}/models`, { method: 'GET' }),
  ]);
  if (opts.signal?.aborted) throw opts.signal.reason;
  const fromOllama = ollamaWindow(ollama, ollamaPs, model.model);
  if (fromOllama !== null) return fromOllama;
  const found: Array<[ContextWindowSource, number | null]> = [
    ['llama.cpp', llamaCppWindow(llama)],
    ['vllm', vllmWindow(vllm, model.model)],
  ];
  for (const [source, tokens] of found) if (tokens !== null) return { tokens, source };
  return { tokens: DEFAULT_CONTEXT_WINDOW, source: 'default' };
}
