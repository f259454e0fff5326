import { checkEndpoint, describeModelMatch, type RetryEvent } from '@ma/agent';
import { ConfigError, type ModelConfig } from '@ma/core';
import type { CheckResult } from './check-result.js';

/** How many listed model ids the `model` line names before `…`. */
const SHOWN_IDS = 5;

/**
 * The longest one try of a doctor probe waits for its answer, in ms (review 4 P15): a diagnosis
 * answers in about a minute at worst, not after the run's `timeoutMs` (2 minutes) per try. A lower
 * `model.timeoutMs` wins; `model.retry` is kept, as in a run (C8), and each retry is printed.
 */
export const DOCTOR_PROBE_TIMEOUT_MS = 30_000;

/**
 * The endpoint check's own bound, in ms (reviewB S60): `GET <baseURL>/models` is sent once and
 * given up after 5 s (or `model.timeoutMs` if lower), so a server that accepts the connection but
 * never answers is a FAIL line within seconds, not after 3 tries of 30 s. The tool-calling probe
 * and `ma summarize` keep their own timeouts.
 */
export const DOCTOR_ENDPOINT_TIMEOUT_MS = 5_000;

/**
 * `model` as the doctor probes it: each try at most `probeTimeoutMs` (default
 * {@link DOCTOR_PROBE_TIMEOUT_MS}; a lower `model.timeoutMs` wins), retries as configured.
 */
export function probeSettings(model: ModelConfig, probeTimeoutMs = DOCTOR_PROBE_TIMEOUT_MS): ModelConfig {
  return { ...model, timeoutMs: Math.min(model.timeoutMs, probeTimeoutMs) };
}

/** A transport message about a try that got no answer in time ("timed out after 30000 ms"). */
const TIMED_OUT = /\btime(?:d)? ?out\b/i;

/** The endpoint check's bound for `model`, in ms: {@link DOCTOR_ENDPOINT_TIMEOUT_MS}, or a lower `model.timeoutMs`. */
export function endpointTimeoutMs(model: ModelConfig): number {
  return Math.min(model.timeoutMs, DOCTOR_ENDPOINT_TIMEOUT_MS);
}

/**
 * `ma doctor`'s model checks, through `@ma/agent`'s `checkEndpoint` (the agent's own transport:
 * API key, retries, per-try timeout, tool-call repair), so what passes here works in `ma summarize`;
 * each try at most {@link DOCTOR_PROBE_TIMEOUT_MS} ({@link probeSettings}; review 4 P15). Gives, in order:
 * - `api key` (`fail` only): `model.apiKeyEnv` names a variable unset in `env` (nothing is sent);
 * - `endpoint`: `GET <baseURL>/models` answered with a model list (one try of at most
 *   {@link DOCTOR_ENDPOINT_TIMEOUT_MS}, S60);
 * - `model` (only with a list): `model.model` names a listed id the way servers resolve names
 *   (`matchModelId`: Ollama's implicit `:latest` tag, case, org prefix), saying which id matched;
 * - `tool calling`: the one-tool probe (`skip` when the endpoint did not answer at all).
 * `onRetry` is told about every transport retry (the doctor prints them on stderr).
 * @throws the signal's reason when `signal` aborts (Ctrl-C).
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line" (`ma doctor`);
 * docs/contracts.md, @ma/agent (`checkEndpoint`).
 */
export async function checkModelEndpoint(
  model: ModelConfig,
  opts: {
    env: Record<string, string | undefined>;
    signal: AbortSignal;
    onRetry?: (event: RetryEvent) => void;
    /** Each try of the tool-calling probe at most this long, in ms (default {@link DOCTOR_PROBE_TIMEOUT_MS}). */
    probeTimeoutMs?: number;
  },
): Promise<CheckResult[]> {
  const probeMs = opts.probeTimeoutMs ?? DOCTOR_PROBE_TIMEOUT_MS;
  let report: Awaited<ReturnType<typeof checkEndpoint>>;
  try {
    report = await checkEndpoint(probeSettings(model, probeMs), {
      env: opts.env,
      modelsTimeoutMs: endpointTimeoutMs(model),
      signal: opts.signal,
      ...(opts.onRetry ? { onRetry: opts.onRetry } : {}),
    });
  } catch (error) {
    if (!ConfigError.isInstance(error) || error.key !== 'model.apiKeyEnv') throw error;
    return [
      {
        status: 'fail',
        label: 'api key',
        detail: error.message,
        fix: `export ${model.apiKeyEnv}=<your key>`,
      },
    ];
  }
  const results: CheckResult[] = [];
  const { models, modelListed, modelMatch, toolCalling } = report;
  if (models.ok) {
    results.push({ status: 'ok', label: 'endpoint', detail: models.message });
  } else {
    results.push({
      status: 'fail',
      label: 'endpoint',
      detail: models.message,
      // The agent words the fix for the cause (R12): refused, unknown host, HTTP 5xx, cut reply, ….
      fix: TIMED_OUT.test(models.message)
        ? `the server accepts connections but sent no answer within ${endpointTimeoutMs(model) / 1000} s (ma doctor's endpoint check waits ${endpointTimeoutMs(model) / 1000} s, one try): is the model still loading, or is this the right port?`
        : (withoutDoctorHint(models.fix) ??
          (toolCalling.skipped
            ? 'start the model server or fix model.baseURL / --base-url (it should end in /v1)'
            : 'check that model.baseURL is an OpenAI-compatible API ending in /v1, and the API key (model.apiKeyEnv names the variable that holds it)')),
    });
  }
  if (modelListed === true && modelMatch) {
    results.push({ status: 'ok', label: 'model', detail: describeModelMatch(model.model, modelMatch) });
  } else if (modelListed === false) {
    const ids = models.ids;
    const shown = ids.length
      ? ` (${ids.slice(0, SHOWN_IDS).join(', ')}${ids.length > SHOWN_IDS ? ', …' : ''})`
      : '';
    results.push({
      status: 'fail',
      label: 'model',
      // reviewA R7: "the 0 models listed" / "the 1 models listed" said in words; an empty list is a
      // server with no model loaded (LM Studio before a model is loaded, a fresh Ollama).
      detail:
        ids.length === 0
          ? `"${model.model}" is not listed: the server lists no models (none is loaded or pulled yet)`
          : `"${model.model}" is not among the ${ids.length === 1 ? 'one model' : `${ids.length} models`} listed${shown}`,
      fix: 'pull/load the model on the server or fix model.model / --model',
    });
  }
  if (toolCalling.skipped) {
    results.push({ status: 'skip', label: 'tool calling', detail: toolCalling.message });
  } else if (toolCalling.ok) {
    results.push({ status: 'ok', label: 'tool calling', detail: toolCalling.message });
  } else if (TIMED_OUT.test(toolCalling.message) && model.timeoutMs > probeMs) {
    // R117: the probe waits less than a run does (P15), so no answer in time is not a verdict: a local
    // server loading the model answers its first request after 30-60 s, and `ma summarize` waits
    // model.timeoutMs. Before, a FAIL told the user to raise model.timeoutMs (which the probe ignores)
    // "or check the server with `ma doctor`", the command they had just run.
    const seconds = (ms: number) => `${ms / 1000} s`;
    results.push({
      status: 'warn',
      label: 'tool calling',
      detail: `not checked: ${toolCalling.message}`,
      fix: `ma doctor's probe waits at most ${seconds(probeMs)} a try, ma summarize ${seconds(model.timeoutMs)} (model.timeoutMs): a local server still loading the model (its first request after a start) can take longer; run ma doctor again once the model is loaded (Ollama: \`ollama ps\` lists it)`,
    });
  } else {
    results.push({
      status: 'fail',
      label: 'tool calling',
      detail: toolCalling.message,
      // Worded for the cause (R12): only a reply without a tool call is about tool calling.
      fix:
        withoutDoctorHint(toolCalling.fix) ??
        'use a model with native tool calling (e.g. qwen3, llama3.1+) on a server that accepts the `tools` parameter (Ollama >= 0.3, llama.cpp with --jinja, vLLM with --enable-auto-tool-choice)',
    });
  }
  return results;
}

/**
 * A fix worded for `ma summarize` without its pointer to `ma doctor` ("is the server running on that host and port?
 * check with `ma doctor`", "fix model.baseURL … and check it with `ma doctor`", "raise model.timeoutMs … or check the
 * server with `ma doctor`", R117): said by `ma doctor` itself, it sends the user to the command they just ran (newcomer
 * session 34 C1). `undefined` stays `undefined`.
 */
function withoutDoctorHint(fix: string | undefined): string | undefined {
  return fix
    ?.replace(/[\s,;]*(?:\b(?:and|or)\s+)?\bcheck(?:\s+(?:it|the\s+server))?\s+with\s+`ma doctor`/gu, '')
    .trim();
}
