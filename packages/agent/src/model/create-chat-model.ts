import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { assertUrlWithoutSecrets, type ModelConfig, resolveApiKey } from '@ma/core';
import type { LanguageModel } from 'ai';
import { checkOptions, type ModelSettingsInput, modelSettings, rule } from '../check-options.js';
import { filledFinishExtractor } from './filled-finish.js';
import { inBandErrorFetch } from './in-band-error-fetch.js';
import { normalizingFetch } from './normalizing-fetch.js';
import { redactingFetch } from './redacting-fetch.js';
import { redirectCheckFetch } from './redirect-fetch.js';
import { replyGuardFetch } from './reply-guard-fetch.js';
import { type RetryEvent, retryingFetch } from './retrying-fetch.js';
import { refusingUnreadableArguments } from './unreadable-arguments.js';

/**
 * The model section of the configuration (`ModelConfig` from `@ma/core`): `baseURL` (…/v1),
 * `model` id, `apiKey` or `apiKeyEnv` (mutually exclusive), `maxSteps`, `retry: { attempts,
 * delayMs }` (attempts = most requests per model call, the first try included; delayMs in ms), `timeoutMs` (per HTTP try,
 * and between stream chunks), `streamTimeoutMs` (a streamed request as a whole, in ms; N2) and
 * `maxOutputTokens` (sent as `max_tokens` only when set).
 *
 * Spec: docs/vault-format.md, Configuration; seed 003, Requirement: Meeting Assistant generates
 * meeting outputs (OpenAI-compatible endpoint/model/key, retries).
 */
export type ChatModelConfig = ModelConfig;

/**
 * Options of {@link createChatModel}.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs.
 */
export interface CreateChatModelOptions {
  /**
   * Environment used to resolve `apiKeyEnv` (required: the host passes the environment it resolved
   * its configuration from; nothing in the agent reads `process.env`).
   */
  env: Record<string, string | undefined>;
  /** Called before every transport-level retry (see `retryingFetch`). */
  onRetry?: (event: RetryEvent) => void;
  /** Base fetch (default global `fetch`); wrapped by the retry and normalising layers. */
  fetch?: typeof fetch;
  /** Longest honoured `Retry-After`, in ms (default 60 000; B33). */
  maxRetryAfterMs?: number;
  /**
   * Told the usage counts a reply sent that were no counts (negative, fractional, not a number:
   * `prompt_tokens: -14`), which are read as not reported (reviewB R50); the run says so once (L57).
   */
  onIgnoredUsage?: (counts: readonly string[]) => void;
}

/**
 * The API key for `model`: `apiKey` when set, else the value of the environment variable named by
 * `apiKeyEnv`, else `undefined` (fine for local servers; no `Authorization` header is sent).
 * Delegates to core's `resolveApiKey`.
 *
 * @throws ConfigError (`@ma/core`, key `model.apiKeyEnv`) when `apiKeyEnv` names a variable that is
 *   unset or empty; the message names the variable. Thrown before any request.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (key from config/env).
 */
export function resolveModelApiKey(
  model: ChatModelConfig,
  env: Record<string, string | undefined>,
): string | undefined {
  return resolveApiKey(model, env);
}

/**
 * Builds the AI SDK language model for the summary agent on any OpenAI-compatible endpoint
 * (`POST <baseURL>/chat/completions`, JSON and SSE), with:
 * - the key from `apiKey` / `apiKeyEnv` ({@link resolveModelApiKey}),
 * - the product's retry policy (`retryingFetch`: at most `retry.attempts` requests in all,
 *   `retry.delayMs` between them, `Retry-After` honoured up to 60 s, `timeoutMs` per try,
 *   `streamTimeoutMs` for the whole of a streamed request),
 * - the quirk repairs of `normalizingFetch` (B24–B26, B28–B31, reasoning tags),
 * - server errors sent with HTTP 200 reported as errors (`inBandErrorFetch`),
 * - `includeUsage: true` so streamed runs report token usage.
 *
 * Callers MUST pass `maxRetries: 0` to generateText/streamText/ToolLoopAgent so the SDK does not
 * retry on top of this transport (inside the package: spread `MODEL_CALL_SETTINGS`, and pass the
 * internal `refuseInvalidToolCall` as `repairToolCall` for B28, as the run and `checkEndpoint` do).
 *
 * - the API key masked as `***` in every error body the server sends back ({@link redactingFetch}, M7).
 *
 * `model` may be a host's own object with `baseURL` and `model` only: it is checked and completed
 * with the configuration file's defaults (`ModelSettingsInput`, T51).
 *
 * @throws ConfigError (`@ma/core`) when `apiKeyEnv` names an unset variable, or `model.baseURL` holds
 *   user info, a query or a fragment (`assertUrlWithoutSecrets`, M7), or a value of a host's own
 *   model section is not one the configuration file allows (named as there: `model.retry.attempts: …`),
 *   before any request; TypeError naming the option when `opts.env` is missing or an option has the
 *   wrong type (T51).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries,
 * OpenAI-compatible endpoint/model/key); review 3 M7.
 */
export function createChatModel(settings: ModelSettingsInput, opts: CreateChatModelOptions): LanguageModel {
  // T51: a host's own model section is checked and completed with the defaults; its options too.
  const model = modelSettings('createChatModel', settings);
  checkOptions('createChatModel', opts, {
    env: rule.env,
    onRetry: rule.function,
    fetch: rule.function,
    maxRetryAfterMs: rule.milliseconds,
  });
  return chatModelFor(model, opts);
}

/**
 * {@link createChatModel} for a model section the package already holds as a `ModelConfig` (the
 * run's configuration, `checkEndpoint`'s checked settings): nothing checked again.
 * Internal (not exported from the package).
 */
export function chatModelFor(model: ChatModelConfig, opts: CreateChatModelOptions): LanguageModel {
  // A model config that never went through the config check (a library host's own object) is
  // refused here like there: a password in the URL would be sent and written everywhere (M7).
  assertUrlWithoutSecrets('model.baseURL', model.baseURL);
  const apiKey = resolveModelApiKey(model, opts.env);
  const provider = createOpenAICompatible({
    name: 'local',
    baseURL: model.baseURL,
    ...(apiKey != null ? { apiKey } : {}),
    fetch: createModelFetch(model, { ...opts, secrets: [apiKey] }),
    includeUsage: true,
    // L289: a finish reason the normalizer filled in (U55) reaches the run as step metadata.
    metadataExtractor: filledFinishExtractor,
  });
  // L7: a tool call giving a key twice is refused, never run with the last copy.
  return refusingUnreadableArguments(provider.chatModel(model.model));
}

/**
 * The fetch stack every model request goes through (chat completions and `GET /models` alike):
 * {@link normalizingFetch} over {@link retryingFetch} (with `model.retry`, `model.timeoutMs` and
 * `model.streamTimeoutMs`)
 * over {@link redactingFetch} (the API key masked in error bodies, M7)
 * over {@link inBandErrorFetch} (server errors sent with HTTP 200 become error responses, so a
 * transient own status is retried and the SDK reports the server's message) over
 * {@link replyGuardFetch} (a reply that breaks after the server answered says how: cut mid-reply
 * after N bytes, a stream without a finish, a stream request answered without a stream, an error
 * event mid-reply; R12, review12 Y50) over {@link redirectCheckFetch} (a POST a redirect turned
 * into a GET, or sent elsewhere, is an HTTP 421 naming both URLs and the base URL to set; R54).
 * Internal (not exported from the package).
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries,
 * OpenAI-compatible endpoint).
 */
export function createModelFetch(
  model: ChatModelConfig,
  opts: Pick<CreateChatModelOptions, 'onRetry' | 'fetch' | 'maxRetryAfterMs' | 'onIgnoredUsage'> & {
    /** Secrets masked in error responses (the API key sent): {@link redactingFetch}. */
    secrets?: readonly (string | undefined)[];
  },
): typeof fetch {
  return normalizingFetch(
    retryingFetch({
      attempts: model.retry.attempts,
      delayMs: model.retry.delayMs,
      timeoutMs: model.timeoutMs,
      streamTimeoutMs: model.streamTimeoutMs,
      ...(opts.maxRetryAfterMs != null ? { maxRetryAfterMs: opts.maxRetryAfterMs } : {}),
      ...(opts.onRetry ? { onRetry: opts.onRetry } : {}),
      baseFetch: redactingFetch(
        opts.secrets ?? [],
        inBandErrorFetch(
          replyGuardFetch(redirectCheckFetch(opts.fetch ?? globalThis.fetch), opts.secrets ?? [], {
            // R65: a stream that stops mid-reply without closing is a broken reply, asked again.
            idleMs: model.timeoutMs,
          }),
          {
            // Y56: the look for an error event ends well inside one try's time limit.
            peekAfterFirstEventMs: Math.min(1_000, model.timeoutMs / 4),
          },
        ),
      ),
    }),
    opts.onIgnoredUsage,
  );
}
