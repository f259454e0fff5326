// The same agent as index.mjs, from CommonJS (require). Usage: node index.cjs <vault> "<meeting>"
const { createOpenAICompatible } = require('@ai-sdk/openai-compatible');
const { openMeetingSession } = require('@ma/agent');
const { isStepCount, ToolLoopAgent, tool } = require('ai');
const { z } = require('zod');

async function main() {
  const [vaultPath, meeting] = process.argv.slice(2);
  const modelId = process.env.MA_MODEL ?? 'qwen3:8b';
  const session = await openMeetingSession({ vaultPath, meeting, model: modelId });
  try {
    const wordCount = tool({
      description: 'Count the words of a text.',
      inputSchema: z.object({ text: z.string() }),
      execute: async ({ text }) => String(text.split(/\s+/).filter(Boolean).length),
    });
    const { read_transcript, search, write_summary } = session.tools;
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
    await session.cancel();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
