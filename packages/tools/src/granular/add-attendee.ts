/**
 * `add_attendee`: adds a name to the meeting note's `attendees` (only that field
 * changes; no duplicates, case-insensitive). Audited.
 * Spec: docs/tools.md, Granular profile; docs/vault-format.md, Meeting note.
 */
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { editAttendees } from './edit-attendees.js';

/** Arguments of `add_attendee`. */
export const AddAttendeeInputSchema = lazySchema(() =>
  z.object({ name: z.string().describe('Person to add.') }),
);

/** Creates `add_attendee` for one session. */
export function createAddAttendeeTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof AddAttendeeInputSchema>> {
  return defineTool({
    description: "Add a person who took part but is missing from the meeting note's attendees.",
    inputSchema: AddAttendeeInputSchema(),
    run: ({ name }, call) => editAttendees(session, 'add', name, call.signal),
  });
}
