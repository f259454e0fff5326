import { APICallError } from 'ai';
import { SummaryRunError } from '../summary-run-error.js';

/**
 * Turns whatever ended a run into a {@link SummaryRunError} with a message written for the user
 * (it is shown by the CLI and recorded in the context note):
 * - an abort of the caller's signal → `aborted` (`run aborted`);
 * - `APICallError` → `model`, `model endpoint returned HTTP <status>: <server message>`;
 * - `TimeoutError` → `model`, `model request timed out …`;
 * - network errors → `model`, `cannot reach the model endpoint <baseURL>: <cause>`;
 * - a `SummaryRunError` passes through; anything else keeps its message (reason `error`).
 *
 * Spec: issue "run lifecycle" (fail clearly); hostile case B33 (the server's quota message is shown).
 */
export function describeFailure(error: unknown, baseURL: string, signal?: AbortSignal): SummaryRunError {
  if (SummaryRunError.isInstance(error)) return error;
  if (signal?.aborted) return new SummaryRunError('aborted', 'run aborted', { cause: error });
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined) {
      return new SummaryRunError('model', `cannot reach the model endpoint ${baseURL}: ${error.message}`, {
        cause: error,
      });
    }
    return new SummaryRunError(
      'model',
      `model endpoint returned HTTP ${error.statusCode}: ${error.message}`,
      {
        cause: error,
      },
    );
  }
  const e = error as { name?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  const message = typeof e?.message === 'string' ? e.message : String(error);
  if (e?.name === 'TimeoutError') {
    return new SummaryRunError('model', `model request timed out (${message})`, { cause: error });
  }
  if (e?.name === 'AbortError') return new SummaryRunError('aborted', 'run aborted', { cause: error });
  const code = e?.cause?.code;
  if (typeof code === 'string' || /fetch failed|ECONN|ENOTFOUND|socket/i.test(message)) {
    const why = typeof code === 'string' ? code : message;
    return new SummaryRunError('model', `cannot reach the model endpoint ${baseURL}: ${why}`, {
      cause: error,
    });
  }
  return new SummaryRunError('error', message, { cause: error });
}
