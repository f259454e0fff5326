/**
 * Reasoning-block removal lives in core (`@ma/core`, notes) so the tools layer strips the same
 * blocks from every write the model makes; the agent keeps importing it from here.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (no reasoning in outputs).
 */
export { REASONING_TAGS, ReasoningSplitter, splitReasoning, stripReasoning } from '@ma/core';
