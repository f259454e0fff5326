/**
 * `remove_attendee`: removes a name from the meeting note's `attendees` (only
 * that field changes; case-insensitive match); refused when not listed. Audited.
 * Spec: docs/tools.md, Granular profile; docs/vault-format.md, Meeting note.
 */
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { editAttendees } from './edit-attendees.js';

/** Arguments of `remove_attendee`. */
export const RemoveAttendeeInputSchema = lazySchema(() =>
  z.object({ name: z.string().describe('Attendee to remove.') }),
);

/** Creates `remove_attendee` for one session. */
export function createRemoveAttendeeTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof RemoveAttendeeInputSchema>> {
  return defineTool({
    description: "Remove someone from the meeting note's attendees who did not take part.",
    inputSchema: RemoveAttendeeInputSchema(),
    run: ({ name }, call) => editAttendees(session, 'remove', name, call.signal),
  });
}
