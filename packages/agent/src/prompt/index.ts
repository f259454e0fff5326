export { buildBriefGuidance } from './brief-guidance.js';
export { buildInstructions, type InstructionsInput } from './build-instructions.js';
export { buildUserPrompt } from './build-user-prompt.js';
export { buildCapabilityGuidance, type CapabilityGuidanceInput } from './capability-guidance.js';
export { BRIEF_BASE_PROMPT, DEFAULT_BASE_PROMPT } from './default-base-prompt.js';
export { loadBasePrompt } from './load-base-prompt.js';
export { buildMeetingSection } from './meeting-section.js';
export { buildProjectSection } from './project-section.js';
