import type { MetadataExtractor } from '@ai-sdk/openai-compatible';
import { FILLED_FINISH } from './completion-normalizer.js';
import { isObject } from './is-object.js';

/** The provider metadata key under which {@link filledFinishExtractor} says a finish was filled in. */
export const FILLED_FINISH_METADATA = 'meetingAssistant';

const FILLED = { [FILLED_FINISH_METADATA]: { finishReasonFilled: true } };

/**
 * L289: tells the run, through the AI SDK's provider metadata of a step
 * (`providerMetadata.meetingAssistant.finishReasonFilled: true`), that the normalizer filled in the
 * finish reason of its reply (U55: a stream ended with `[DONE]`, or a JSON body came whole, but no
 * finish reason was sent; {@link FILLED_FINISH}). Such a reply is taken as ended normally (vLLM sends
 * none at times), yet nothing proves it was not cut: see {@link finishWasFilled}.
 * One stream extractor per response (the SDK asks for one per streamed reply).
 */
export const filledFinishExtractor: MetadataExtractor = {
  extractMetadata: async ({ parsedBody }) =>
    isObject(parsedBody) && parsedBody[FILLED_FINISH] === true ? FILLED : undefined,
  createStreamExtractor: () => {
    let filled = false;
    return {
      processChunk(chunk: unknown) {
        if (isObject(chunk) && chunk[FILLED_FINISH] === true) filled = true;
      },
      buildMetadata: () => (filled ? FILLED : undefined),
    };
  },
};

/** Whether a step's provider metadata says its finish reason was filled in ({@link filledFinishExtractor}). */
export function finishWasFilled(providerMetadata: unknown): boolean {
  if (!isObject(providerMetadata)) return false;
  const ours = providerMetadata[FILLED_FINISH_METADATA];
  return isObject(ours) && ours.finishReasonFilled === true;
}
