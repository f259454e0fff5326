import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const result = (turns: readonly string[]) => madeUpMeeting(turns, '2026-05-04');
const decisionLines = (turns: readonly string[]) => result(turns).decisions.map((d) => d.line);

describe('session 17: minutes read out by someone asked to, and a recap picked up again after an interruption', () => {
  it('"can you do the minutes from last time?" hands the recap to the one who reads them', () => {
    const lines = decisionLines([
      'Chair: Right, welcome all. Priya, can you do the minutes from last time?',
      'Priya: Yep. So, from the spring meeting of the committee.',
      'Priya: We agreed the hall hire goes up to forty pounds an evening.',
      'Priya: We agreed to buy a second urn for the kitchen.',
      'Chair: Thanks. First item, the roof over the stage is leaking again.',
      "Chair: We're going with the Hughes brothers for the stage roof, they quoted lowest.",
      'Priya: Yes, fine by me.',
    ]);
    expect(lines).not.toContain(3);
    expect(lines).not.toContain(4);
    expect(lines).toContain(6);
  });

  it('a bare heading naming the earlier meeting ("Omar, last week.") hands the recap over too', () => {
    const lines = decisionLines([
      'Lead: Morning. Omar, last week.',
      "Omar: So, last week. We said we'd pause the weekend deliveries until the vans are back.",
      'Omar: We agreed the depot in Leeds does the north routes first, before the coast.',
      'Lead: Okay. The vans are back on Monday, so the weekend deliveries restart.',
      "Lead: We'll switch the coast routes to the new depot from next month.",
      'Omar: Agreed, that makes sense.',
    ]);
    expect(lines).not.toContain(2);
    expect(lines).not.toContain(3);
    expect(lines).toContain(5);
  });

  it('the reader who picks the recap up again after a question ("And we agreed …") is still recapping', () => {
    const lines = decisionLines([
      'Chair: Minutes first. Tomas, the notes from the last meeting?',
      'Tomas: Sure. So at the last meeting we approved the new cleaning contract from April.',
      'Tomas: And Lena was going to price up the new signs for the car park.',
      "Lena: Which I did, it's about six hundred for all of them.",
      'Tomas: And we agreed the open day would move to a Saturday this year.',
      'Chair: Good. The boiler in the back office failed again on Friday.',
      'Chair: Then we buy a new boiler this month rather than repair the old one a third time.',
      'Lena: Yes, agreed, I will ring the plumber.',
    ]);
    expect(lines).not.toContain(2);
    expect(lines).not.toContain(5);
    expect(lines).toContain(7);
  });

  it('a fresh outcome said "okay, so we agreed …" right after a recap is this meeting\'s decision', () => {
    const lines = decisionLines([
      'Chair: Last meeting we agreed to hire a temp for the busy season, and the agency has found one.',
      'Chair: The temp starts on the third of June and takes the late shifts.',
      'Bea: That leaves the early shifts on Saturdays uncovered.',
      'Cal: I can cover the early Saturday shifts until the end of July.',
      'Chair: Okay, so we agreed that Cal covers the early Saturday shifts until the end of July.',
    ]);
    expect(lines).not.toContain(1);
    expect(lines).toContain(5);
  });

  it('a list "from the first of June" is no call for the minutes: the decision after it stands', () => {
    const lines = decisionLines([
      'Chair: I agree with Sam. Anyone against?',
      'Bea: No.',
      'Chair: Okay. The first aid course is mandatory for the rota list from the first of June.',
      'Sam: I will run two catch-up sessions in May.',
    ]);
    expect(lines).toContain(3);
  });

  it('a recap\'s plain past item naming something "new" ("We agreed to buy the new mower.") is still the recap', () => {
    const lines = decisionLines([
      'Chair: Dee, can you run through the actions from March?',
      'Dee: Sure. So in March we agreed the grass gets cut every second week.',
      'Dee: We agreed to buy the new mower for the top field.',
      'Chair: Thanks. The fence by the car park is down again after the storm.',
      'Chair: So we order two new fence panels this week, the cheap ones will not last.',
      'Dee: Yes, agreed, I will ring the supplier.',
    ]);
    expect(lines).not.toContain(2);
    expect(lines).not.toContain(3);
    expect(lines).toContain(5);
  });
});
