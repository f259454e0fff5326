import type { ModelConfig } from '@ma/core';

/** The outcome of one doctor check: `ok`, `warn` (works, but worth fixing) or `fail`, with what to do. */
export interface CheckResult {
  status: 'ok' | 'warn' | 'fail' | 'skip';
  label: string;
  detail: string;
  /** What to do about a `warn`/`fail`. */
  fix?: string;
}

/**
 * Checks an OpenAI-compatible endpoint: `GET <baseURL>/models` answers (with the
 * API key as a Bearer token when one is given), and the configured model is
 * listed. Waits at most `model.timeoutMs` (ms) capped at 15 s.
 */
export async function checkModels(
  model: ModelConfig,
  apiKey: string | undefined,
  signal: AbortSignal,
): Promise<CheckResult[]> {
  const url = `${model.baseURL.replace(/\/+$/, '')}/models`;
  const timeout = AbortSignal.timeout(Math.min(model.timeoutMs, 15_000));
  let response: Response;
  try {
    response = await fetch(url, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return [
      {
        status: 'fail',
        label: 'endpoint',
        detail: `GET ${url} failed: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
        fix: `start the model server or fix model.baseURL / --base-url (it should end in /v1)`,
      },
    ];
  }
  if (!response.ok) {
    const auth = response.status === 401 || response.status === 403;
    return [
      {
        status: 'fail',
        label: 'endpoint',
        detail: `GET ${url} answered HTTP ${response.status}`,
        fix: auth
          ? 'set the API key (model.apiKeyEnv names the variable that holds it)'
          : 'check model.baseURL',
      },
    ];
  }
  const ids = await response
    .json()
    .then((body) => ((body as { data?: { id?: unknown }[] }).data ?? []).map((m) => String(m.id)))
    .catch(() => null);
  const reachable: CheckResult = { status: 'ok', label: 'endpoint', detail: `GET ${url} answered` };
  if (ids === null) {
    return [
      reachable,
      {
        status: 'warn',
        label: 'model',
        detail: 'the model list is not valid JSON',
        fix: 'check that model.baseURL points at an OpenAI-compatible API',
      },
    ];
  }
  if (!ids.includes(model.model)) {
    return [
      reachable,
      {
        status: 'fail',
        label: 'model',
        detail: `"${model.model}" is not among the ${ids.length} models listed${ids.length ? ` (${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''})` : ''}`,
        fix: 'pull/load the model on the server or fix model.model / --model',
      },
    ];
  }
  return [reachable, { status: 'ok', label: 'model', detail: `"${model.model}" is listed` }];
}
