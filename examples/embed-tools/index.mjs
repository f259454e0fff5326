// Another agent's ToolLoopAgent with two Meeting Assistant tools beside its own `word_count`
// tool (ESM). Usage: MA_BASE_URL=http://127.0.0.1:11434/v1 MA_MODEL=qwen3:8b \
//   node index.mjs <vault> "<meeting name>"
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { loadConfig, openVault, resolveMeeting, WriteAudit } from '@ma/core';
import { createMeetingTools, createToolSession } from '@ma/tools';
import { isStepCount, ToolLoopAgent, tool } from 'ai';
import { z } from 'zod';

const [root, meeting] = process.argv.slice(2);
const vault = await openVault(root, await loadConfig({ vault: root }));
const session = await createToolSession({
  vault,
  meetingPath: await resolveMeeting(vault, meeting),
  audit: new WriteAudit(),
});
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
