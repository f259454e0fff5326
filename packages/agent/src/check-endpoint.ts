import {
  assertUrlWithoutSecrets,
  causes,
  type ModelConfig,
  resolveApiKey,
  showHiddenCharacters,
} from '@ma/core';
import {
  APICallError,
  generateText,
  isStepCount,
  jsonSchema,
  type ToolChoice,
  ToolChoiceViolationError,
  type ToolSet,
  tool,
} from 'ai';
import { checkOptions, type ModelSettingsInput, modelSettings, rule } from './check-options.js';
import { type ModelMatch, matchModelId } from './match-model-id.js';
import { chatModelFor, createModelFetch } from './model/create-chat-model.js';
import { refuseInvalidToolCall } from './model/invalid-tool-call.js';
import { isNoToolsModel } from './model/no-tools.js';
import type { RetryEvent } from './model/retrying-fetch.js';
import { apiErrorText, serverErrorMessage } from './model/server-error-message.js';
import { describeTransportFailure, retryAfterClause } from './model/transport-failure.js';

/**
 * What {@link checkEndpoint} found out about an OpenAI-compatible endpoint. Every `message` is one
 * line of plain text that names the URL it is about.
 *
 * - `models`: `GET <baseURL>/models`. `ok` when it answered 2xx with a model list
 *   (`{ data: [{ id }] }`); `ids` = the listed model ids (empty unless `ok`); `message` says what
 *   answered or what failed (network error code, timeout, `HTTP <status>: <server message>`, a body
 *   that is not a model list).
 * - `modelListed`: whether `model.model` names one of `ids` the way servers resolve names
 *   (`matchModelId`: exact, Ollama's implicit `:latest` tag and case, other case, org prefix);
 *   `null` when no list was obtained. `modelMatch`: the listed id it matched and how (`null` when
 *   none).
 * - `toolCalling`: the one-tool probe. `ok` when the model called the `ping` tool (natively, or as
 *   text that the agent's transport turns into a call); `skipped` when the probe was not sent
 *   because the endpoint did not answer at all (network error or timeout on `GET /models`);
 *   `message` says what happened (a text-only answer is quoted, cut to 80 characters).
 * - `fix` (R12): what to do, for the cause that failed — an HTTP 5xx says the server failed and to
 *   check its log, a 429 to wait for the rate limit, a reply cut mid-way or a stream without a
 *   finish that the server stopped mid-reply, a refused connection or an unknown host to start the
 *   server or fix the base URL; only a reply without a tool call says to use native tool calling.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (OpenAI-compatible
 * endpoint, tool calling); docs/contracts.md, @ma/agent.
 */
export interface EndpointReport {
  /** `fix`: what to do about a failure, worded for its cause (R12); absent when `ok`. */
  models: { ok: boolean; ids: string[]; message: string; fix?: string };
  modelListed: boolean | null;
  modelMatch: ModelMatch | null;
  /** `fix`: what to do about a failure, worded for its cause (R12); absent when `ok` or `skipped`. */
  toolCalling: { ok: boolean; skipped: boolean; message: string; fix?: string };
}

/**
 * Options of {@link checkEndpoint}.
 *
 * Spec: docs/contracts.md, @ma/agent.
 */
export interface CheckEndpointOptions {
  /** Environment used to resolve `model.apiKeyEnv` (the host's resolved environment; required). */
  env: Record<string, string | undefined>;
  /** Cancels both requests (and any retry wait). */
  signal?: AbortSignal;
  /** Called before every transport-level retry (as `summarizeMeeting`'s `retry` events). */
  onRetry?: (event: RetryEvent) => void;
  /**
   * The endpoint check's own bound, in ms (reviewB S60): `GET <baseURL>/models` is sent once (no
   * retry) and given up after this long, so a server that accepts the connection but never
   * answers is reported within it, not after `model.retry.attempts` × `model.timeoutMs`. Absent:
   * the model's own `timeoutMs` and retries. The tool-calling probe keeps the model's settings
   * (a model still loading may take longer to answer its first chat request).
   */
  modelsTimeoutMs?: number;
}

const PROBE_INSTRUCTIONS = 'You are a connectivity probe. Answer only by calling the tool "ping".';
const PROBE_PROMPT = 'Call the tool "ping" now (it takes no arguments). Do not answer in text.';

/** The fix for a model that answers without calling the probe tool (the one tool-calling cause). */
const TOOL_CALLING_FIX =
  'use a model with native tool calling (e.g. qwen3, llama3.1+) on a server that accepts the `tools` parameter (Ollama >= 0.3, llama.cpp with --jinja, vLLM with --enable-auto-tool-choice)';

/** Failures where nothing answered at all: the probe is not sent. */
const NO_ANSWER = new Set(['refused', 'dns', 'timeout', 'network', 'unusable-url']);

/** One-line text of a thrown network error: the deepest `code`, else the messages of its cause chain. */
function describeThrown(error: unknown): string {
  const parts: string[] = [];
  let code: string | undefined;
  for (const e of causes(error)) {
    if (typeof e.code === 'string') code = e.code;
    if (typeof e.message === 'string' && e.message && !parts.includes(e.message)) parts.push(e.message);
  }
  const text = parts.join(': ') || String(error);
  return (code && !text.includes(code) ? `${code} (${text})` : text).replace(/\s*\n\s*/g, ' ');
}

/** `GET <baseURL>/models` through the model transport; `reachable: false` when nothing answered. */
async function checkModels(
  model: ModelConfig,
  apiKey: string | undefined,
  transport: typeof fetch,
  signal: AbortSignal | undefined,
): Promise<{ report: EndpointReport['models']; reachable: boolean }> {
  const url = `${model.baseURL.replace(/\/+$/, '')}/models`;
  let res: Response;
  try {
    res = await transport(url, {
      method: 'GET',
      headers: apiKey != null ? { authorization: `Bearer ${apiKey}` } : {},
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    const failure = describeTransportFailure(error, { baseURL: model.baseURL });
    return {
      report: {
        ok: false,
        ids: [],
        message: `GET ${url} failed: ${failure?.message ?? describeThrown(error)}`,
        fix:
          failure?.fix || 'start the model server or fix model.baseURL / --base-url (it should end in /v1)',
      },
      reachable: failure !== null && !NO_ANSWER.has(failure.kind),
    };
  }
  const body = await res.text().catch(() => '');
  if (!res.ok) {
    const auth = res.status === 401 || res.status === 403;
    const text = serverErrorMessage(body) ?? res.statusText;
    return {
      report: {
        ok: false,
        ids: [],
        message: `GET ${url} answered HTTP ${res.status}${text ? `: ${text}` : ''}${auth ? ' (check the API key: model.apiKey / model.apiKeyEnv)' : ''}`,
        fix:
          res.status >= 500
            ? 'the server failed while answering (it was reached): check its log, then run `ma doctor` again'
            : 'check that model.baseURL is an OpenAI-compatible API ending in /v1, and the API key (model.apiKeyEnv names the variable that holds it)',
      },
      reachable: true,
    };
  }
  let data: unknown;
  try {
    data = (JSON.parse(body) as { data?: unknown }).data;
  } catch {
    data = undefined;
  }
  if (!Array.isArray(data)) {
    return {
      report: {
        ok: false,
        ids: [],
        message: `GET ${url} answered, but not with a model list ({ "data": [{ "id": … }] }); is model.baseURL an OpenAI-compatible API ending in /v1?`,
        fix: 'check that model.baseURL is an OpenAI-compatible API ending in /v1',
      },
      reachable: true,
    };
  }
  const ids = data
    .map((m) => (m && typeof m === 'object' ? (m as { id?: unknown }).id : undefined))
    .filter((id): id is string => typeof id === 'string');
  return {
    report: { ok: true, ids, message: `GET ${url} listed ${ids.length} model${ids.length === 1 ? '' : 's'}` },
    reachable: true,
  };
}

/** True for an HTTP error that means "this request shape is not accepted" (so retry without `tool_choice`). */
function rejectsRequest(error: unknown): boolean {
  return APICallError.isInstance(error) && (error.statusCode === 400 || error.statusCode === 422);
}

/**
 * One-line text of a failed probe request and what to do, for its cause (R12): an HTTP error
 * status with the server's message (and a 429's Retry-After), else the transport failure
 * (`describeTransportFailure`: refused, unknown host, closed without a reply, cut mid-reply after N
 * bytes, a stream without a finish, a body that is not JSON, …).
 */
function describeProbeError(
  model: ModelConfig,
  url: string,
  error: unknown,
): { message: string; fix: string } {
  const failure = describeTransportFailure(error, { baseURL: model.baseURL });
  if (APICallError.isInstance(error) && error.statusCode != null && error.statusCode >= 300) {
    return {
      message: `POST ${url} answered HTTP ${error.statusCode}: ${apiErrorText(error)}${retryAfterClause(error)}`,
      fix: failure?.fix || 'the server rejected the probe request; its message says why',
    };
  }
  return {
    message: `POST ${url} failed: ${failure?.message ?? describeThrown(error)}`,
    fix: failure?.fix || 'check the server with its log and model.baseURL',
  };
}

/** The one-tool probe through `createChatModel` + `generateText` (one step, no SDK retries). */
async function probeToolCalling(
  model: ModelConfig,
  opts: CheckEndpointOptions,
): Promise<EndpointReport['toolCalling']> {
  const url = `${model.baseURL.replace(/\/+$/, '')}/chat/completions`;
  const chatModel = chatModelFor(model, {
    env: opts.env,
    ...(opts.onRetry ? { onRetry: opts.onRetry } : {}),
  });
  const tools = {
    ping: tool({
      description: 'Answers the connectivity probe. Takes no arguments.',
      inputSchema: jsonSchema<Record<string, never>>({
        type: 'object',
        properties: {},
        additionalProperties: false,
      }),
    }),
  } satisfies ToolSet;
  const probe = (toolChoice: ToolChoice<typeof tools>) =>
    generateText({
      model: chatModel,
      instructions: PROBE_INSTRUCTIONS,
      prompt: PROBE_PROMPT,
      tools,
      toolChoice,
      stopWhen: isStepCount(1),
      maxRetries: 0,
      repairToolCall: refuseInvalidToolCall,
      ...(opts.signal ? { abortSignal: opts.signal } : {}),
    });
  let note = '';
  let calls: ReadonlyArray<{ toolName: string; invalid?: boolean }>;
  let text: string;
  try {
    try {
      const result = await probe('required');
      calls = result.toolCalls;
      text = result.text;
    } catch (error) {
      // C26: a server that cannot call tools at all says so whatever the tool_choice: not asked again.
      if (!rejectsRequest(error) || (APICallError.isInstance(error) && isNoToolsModel(error))) throw error;
      note = ` (the server rejected tool_choice "required" — ${describeProbeError(model, url, error).message} — so the prompt asked for the call)`;
      const result = await probe('auto');
      calls = result.toolCalls;
      text = result.text;
    }
  } catch (error) {
    if (opts.signal?.aborted) throw opts.signal.reason ?? error;
    if (!ToolChoiceViolationError.isInstance(error)) {
      const { message, fix } = describeProbeError(model, url, error);
      return { ok: false, skipped: false, message: `${message}${note}`, fix };
    }
    // With `required`, a reply without a tool call is thrown, not returned: same outcome as text.
    calls = [];
    text = error.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  }
  if (calls.some((c) => c.toolName === 'ping' && c.invalid !== true)) {
    return { ok: true, skipped: false, message: `"${model.model}" called the probe tool "ping"${note}` };
  }
  if (calls.length > 0) {
    const names = [...new Set(calls.map((c) => c.toolName))].join(', ');
    return {
      ok: false,
      skipped: false,
      message: `"${model.model}" made an invalid tool call (${names}) instead of calling "ping"${note}`,
      fix: TOOL_CALLING_FIX,
    };
  }
  const said = showHiddenCharacters(text.trim().replace(/\s+/g, ' '));
  const quoted = said ? `: "${said.length > 80 ? `${said.slice(0, 79)}…` : said}"` : ' (empty reply)';
  return {
    ok: false,
    skipped: false,
    message: `"${model.model}" answered in text without calling the probe tool${quoted}; the agent needs tool calling: use a model with native tool calls or enable the server's tool parser (llama.cpp --jinja, vLLM --enable-auto-tool-choice)${note}`,
    fix: TOOL_CALLING_FIX,
  };
}

/**
 * Checks an OpenAI-compatible endpoint the way the agent will use it, for `ma doctor`: both
 * requests go through the agent's transport (key from `apiKey`/`apiKeyEnv`, `retryingFetch` with
 * `model.retry` and `model.timeoutMs` per try, `normalizingFetch` including the text-tool-call
 * repair), so what passes here works in `summarizeMeeting`.
 *
 * 1. `GET <baseURL>/models` with `Authorization: Bearer <key>` when a key is set → `models`,
 *    `modelListed`; with `opts.modelsTimeoutMs`, one try of at most that many ms (S60).
 * 2. Unless step 1 got no answer at all (network error / timeout: `toolCalling.skipped`), one
 *    `POST <baseURL>/chat/completions` through `createChatModel` + `generateText`: a `ping` tool
 *    with no arguments, `toolChoice: 'required'` (when the server answers that with HTTP 400/422,
 *    once more with `'auto'` and a prompt asking for the call), one step, `maxRetries: 0`.
 *    `toolCalling.ok` when a valid `ping` call came back.
 *
 * Takes at most two model calls of at most `model.retry.attempts` requests each (the transport's
 * retries, each after `model.retry.delayMs` ms; each try limited to `model.timeoutMs` ms). Never writes anything.
 *
 * @returns the report; endpoint failures are reported, not thrown.
 * The API key never appears in a `message`: an endpoint that echoes it in an error body has it
 * masked as `***` (review 3 M7 addendum).
 *
 * @throws ConfigError (`@ma/core`, key `model.apiKeyEnv`) when `apiKeyEnv` names a variable unset
 *   in `opts.env`; ConfigError (key `model.baseURL`) when `baseURL` holds user info
 *   (`user:password@`), a query or a fragment (what the config check refuses; the message shows
 *   them as `***`, review 3 M7); ConfigError naming the key when a host's own model section (only
 *   `baseURL` and `model` are needed; the rest gets the configuration file's defaults) holds a value
 *   the configuration file does not allow; TypeError naming the option when `opts.env` is missing
 *   or an option has the wrong type (T51); all before any request. The signal's reason when `opts.signal` aborts.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (OpenAI-compatible
 * endpoint, tool calling); docs/contracts.md, @ma/agent.
 */
export async function checkEndpoint(
  settings: ModelSettingsInput,
  opts: CheckEndpointOptions,
): Promise<EndpointReport> {
  // T51: a host's own model section is checked and completed with the defaults; its options too.
  const model = modelSettings('checkEndpoint', settings);
  checkOptions('checkEndpoint', opts, {
    env: rule.env,
    signal: rule.signal,
    onRetry: rule.function,
    modelsTimeoutMs: rule.milliseconds,
  });
  // The library entry refuses what the config check refuses: a password in the URL (M7).
  assertUrlWithoutSecrets('model.baseURL', model.baseURL);
  const apiKey = resolveApiKey(model, opts.env);
  // S60: the endpoint check has its own bound (one try), when the host gives one.
  const listing =
    opts.modelsTimeoutMs === undefined
      ? model
      : { ...model, timeoutMs: opts.modelsTimeoutMs, retry: { ...model.retry, attempts: 1 } };
  const transport = createModelFetch(listing, {
    ...(opts.onRetry ? { onRetry: opts.onRetry } : {}),
    secrets: [apiKey],
  });
  const { report: models, reachable } = await checkModels(model, apiKey, transport, opts.signal);
  const modelMatch = models.ok ? matchModelId(model.model, models.ids) : null;
  const modelListed = models.ok ? modelMatch !== null : null;
  const toolCalling = reachable
    ? await probeToolCalling(model, opts)
    : { ok: false, skipped: true, message: `not probed: ${model.baseURL} did not answer` };
  return { models, modelListed, modelMatch, toolCalling };
}
