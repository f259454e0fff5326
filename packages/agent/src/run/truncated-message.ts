/**
 * The `truncated` failure message: the model's reply was cut off, what was not done, what to do.
 *
 * Spec: issue 9, H7.
 */
export function truncatedMessage(finishReason: string): string {
  return (
    `the model's reply was cut off before it was complete (finish reason "${finishReason}"), so it was not used as the summary; ` +
    "no summary was written and the previous one is unchanged; raise the server's output token limit (e.g. Ollama num_predict, llama.cpp -n, vLLM max_tokens) or its context length, then run again"
  );
}
