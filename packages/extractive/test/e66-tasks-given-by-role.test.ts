/**
 * Issue 15, session 23 (real meetings, blind11 ES2006c), E66: a chair hands out the work by role — "the User
 * Interface Designer will work on the user interface design and the Marketing Expert is going to work on product
 * evaluation" — while the speakers are labelled by role ("User Interface", "Marketing"). The role with its article
 * ("the Industrial Designer") and with its job title's head ("User Interface" → "the User Interface Designer",
 * "Marketing" → "the Marketing Expert") now names that speaker, who owns the task; a person's name is unchanged.
 * Spec: R6 (third-person assignments, owner = that speaker); issue 15 deliverable 2 (recall of tasks).
 */
import { describe, expect, it } from 'vitest';
import { isRoleLabel, nameForms } from '../src/cues/name-forms.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E66: a task given to a role names that speaker', () => {
  it('E66: roles are named with their job title; people and numbered speakers are not roles', () => {
    expect(isRoleLabel('User Interface')).toBe(true);
    expect(isRoleLabel('Marketing')).toBe(true);
    expect(isRoleLabel('Carol Jones')).toBe(false);
    expect(isRoleLabel('Speaker 2')).toBe(false);
    expect(nameForms('User Interface', ['User Interface', 'Marketing'])).toContain('user interface designer');
    expect(nameForms('Marketing', ['User Interface', 'Marketing'])).toContain('marketing expert');
    expect(nameForms('Project Manager', ['Project Manager'])).not.toContain('project manager manager');
  });

  it('E66: the closing round by role gives each role its task', () => {
    const s = madeUpMeeting(
      [
        'Project Manager: That is all for the functional design.',
        'Industrial Designer: Okay.',
        'Project Manager: The User Interface Designer will work on the user interface design and the Marketing Expert is going to work on product evaluation.',
        'User Interface: Sure.',
        'Marketing: Fine.',
        'Project Manager: And the Industrial Designer is going to draw the case in three colours.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.owner, n.text])).toEqual([
      ['User Interface', 'Work on the user interface design'],
      ['Marketing', 'Work on product evaluation.'],
      ['Industrial Designer', 'Draw the case in three colours.'],
    ]);
  });
});
