/**
 * R150: the finish reason {@link truncatedMessage} is given for a reply that came without one (the
 * normalizer filled it in, U55) and whose write call's arguments were not valid JSON: most likely
 * cut off mid-call, though nothing the server sent says so.
 */
export const NO_FINISH_CUT_CALL = '(none sent; call arguments cut)';

/**
 * The `truncated` failure message (R1, H7): what cut the model's reply off, what was not done,
 * what to do. `finishReason` is the server's own value (`length`, `content_filter`, …);
 * `unfinished` names the write tools the cut reply was calling when the model never made those
 * calls again (empty: the run's last reply itself was cut). One line, e.g.
 * `the model's reply was cut at its token limit (finish_reason "length"): it was cut off before it
 * was complete, so the run did not take it as the summary; no summary was written and the previous
 * one is unchanged; raise the output token limit (…), then run again`.
 *
 * `repeated`: the model gave the same cut reply twice in a row and was not asked again (review13
 * Z53); the message then says so after the cause.
 *
 * Spec: issue 9, H7; issue R1; docs/contracts.md, Truncated replies; review13 Z53.
 */
export function truncatedMessage(
  finishReason: string,
  unfinished: readonly string[] = [],
  repeated = false,
): string {
  const filtered = /content[-_]?filter/i.test(finishReason);
  const cause =
    finishReason === NO_FINISH_CUT_CALL
      ? `the model's reply came without a finish reason (the server sent none, so it cannot tell whether the reply was complete) and the arguments of its call were not valid JSON: the reply was most likely cut off`
      : finishReason === 'length'
        ? `the model's reply was cut at its token limit (finish_reason "length")`
        : filtered
          ? `the model's reply was stopped by the server's content filter (finish_reason "${finishReason}")`
          : `the model's reply ended without a normal finish (finish_reason "${finishReason}")`;
  const again = repeated
    ? ' (the model gave the same cut reply twice in a row, so it was not asked again)'
    : '';
  const what =
    unfinished.length > 0
      ? ` while it was calling ${unfinished.join(', ')}, and the model did not make ${unfinished.length === 1 ? 'that call' : 'those calls'} again: the summary may be incomplete`
      : ': it was cut off before it was complete';
  const fix =
    finishReason === 'length' || finishReason === NO_FINISH_CUT_CALL
      ? "raise the output token limit (model.maxOutputTokens, or the server's: Ollama num_predict, llama.cpp -n, vLLM max_tokens) or the server's context length, then run again"
      : filtered
        ? "the server refused to continue the reply; try another model or the server's filter settings, then run again"
        : "check the server's log (`ma doctor` checks the endpoint), then run again";
  return `${cause}${again}${what}, so the run did not take it as the summary; no summary was written and the previous one is unchanged; ${fix}`;
}

/**
 * L289: the `truncated` failure message of a summary taken from a reply that came without a finish
 * reason (the server sent none; the normalizer filled one in, U55) and lacks `missing`, sections of
 * `summary.template` (as the template writes them): the reply was most likely cut off, e.g.
 * `the model's reply came without a finish reason (the server sent none, so it cannot tell whether
 * the reply was complete) and the summary in it has no "Decisions", "Next steps" sections of
 * summary.template: it was most likely cut off, so …`.
 * Spec: docs/contracts.md, Truncated replies; U55 (vLLM sends no finish reason at times).
 */
export function filledFinishCutMessage(missing: readonly string[]): string {
  const sections = `${missing.map((t) => JSON.stringify(t)).join(', ')} section${missing.length === 1 ? '' : 's'}`;
  return `the model's reply came without a finish reason (the server sent none, so it cannot tell whether the reply was complete) and the summary in it has no ${sections} of summary.template: it was most likely cut off, so the run did not take it as the summary; no summary was written and the previous one is unchanged; raise the output token limit (model.maxOutputTokens, or the server's: Ollama num_predict, llama.cpp -n, vLLM max_tokens) and check the server's log (\`ma doctor\` checks the endpoint), then run again`;
}
