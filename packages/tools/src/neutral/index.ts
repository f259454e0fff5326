export {
  defineTool,
  type NeutralTool,
  type ToolDefinition,
  type ToolInputSchema,
  type ToolSpec,
  toolJsonSchema,
} from './neutral-tool.js';
export { type MeetingTool, toAiSdkTool } from './to-ai-sdk-tool.js';
