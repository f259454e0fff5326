// The same agent as index.mjs, from CommonJS (require). Usage: node index.cjs <vault> "<meeting>"
const { createOpenAICompatible } = require('@ai-sdk/openai-compatible');
const { loadConfig, openVault, resolveMeeting, WriteAudit } = require('@ma/core');
const { createMeetingTools, createToolSession } = require('@ma/tools');
const { isStepCount, ToolLoopAgent, tool } = require('ai');
const { z } = require('zod');

async function main() {
  const [root, meeting] = process.argv.slice(2);
  const vault = await openVault(root, await loadConfig({ vault: root }));
  const meetingPath = await resolveMeeting(vault, meeting);
  const session = await createToolSession({ vault, meetingPath, audit: new WriteAudit() });
  const wordCount = tool({
    description: 'Count the words of a text.',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => String(text.split(/\s+/).filter(Boolean).length),
  });
  const model = createOpenAICompatible({ name: 'local', baseURL: process.env.MA_BASE_URL });
  const agent = new ToolLoopAgent({
    model: model(process.env.MA_MODEL ?? 'qwen3:8b'),
    tools: { ...createMeetingTools(session, { only: ['read_transcript', 'search'] }), word_count: wordCount },
    stopWhen: isStepCount(6),
  });
  const result = await agent.generate({ prompt: 'How many words does the first transcript line have?' });
  for (const step of result.steps) {
    for (const call of step.toolResults)
      console.log(`tool ${call.toolName}: ${String(call.output).split('\n')[0]}`);
  }
  console.log(`answer: ${result.text}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
