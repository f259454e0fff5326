// Another agent's ToolLoopAgent summarizing a meeting with Meeting Assistant tools beside its own
// `word_count` tool (ESM): openMeetingSession gives the tools, finish() commits the summary note
// exactly as `ma summarize` does. Usage: MA_BASE_URL=http://127.0.0.1:11434/v1 MA_MODEL=qwen3:8b \
//   node index.mjs <vault> "<meeting name>"
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { openMeetingSession } from '@ma/agent';
import { isStepCount, ToolLoopAgent, tool } from 'ai';
import { z } from 'zod';

const [vaultPath, meeting] = process.argv.slice(2);
const modelId = process.env.MA_MODEL ?? 'qwen3:8b';
// Holds the meeting's run lock until finish() or cancel(): `ma summarize` waits meanwhile.
const session = await openMeetingSession({ vaultPath, meeting, model: modelId });
try {
  const wordCount = tool({
    description: 'Count the words of a text.',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => String(text.split(/\s+/).filter(Boolean).length),
  });
  const { read_transcript, search, write_summary } = session.tools; // typed: a typo does not compile
  const model = createOpenAICompatible({ name: 'local', baseURL: process.env.MA_BASE_URL });
  const agent = new ToolLoopAgent({
    model: model(modelId),
    instructions: session.instructions,
    tools: { read_transcript, search, write_summary, word_count: wordCount },
    stopWhen: isStepCount(8),
  });
  const result = await agent.generate({ prompt: session.prompt });
  for (const step of result.steps) {
    for (const call of step.toolResults)
      console.log(`tool ${call.toolName}: ${String(call.output).split('\n')[0]}`);
  }
  console.log(`answer: ${result.text}`);
  const written = await session.finish({ steps: result.steps.length, usage: result.totalUsage });
  console.log(`summary: ${written.summaryPath} (coverage ${written.coverage}%)`);
} finally {
  await session.cancel(); // a no-op after finish(); otherwise frees the meeting
}
