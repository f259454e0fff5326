import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Writes a meeting note and its transcript note (body = `lines`) into the harness vault. */
async function addMeeting(
  name: string,
  lines: string[],
  transcriptFrontmatter = '',
  notes = '',
): Promise<void> {
  const root = (h as Harness).root;
  await writeFile(
    path.join(root, 'Meetings', `${name}.md`),
    `---\ntitle: ${name}\ndate: 2026-11-30\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n${notes}`,
  );
  await writeFile(
    path.join(root, 'Transcripts', `${name}.md`),
    `---\nmeeting: "[[Meetings/${name}]]"\n${transcriptFrontmatter}---\n\n${lines.join('\n')}${lines.length ? '\n' : ''}`,
  );
}

async function run(name: string) {
  const result = await summarizeMeeting({
    vault: (h as Harness).vault,
    meeting: name,
    env: {},
    engine: 'extractive',
  });
  const summary = splitNote(await (h as Harness).read(result.summaryPath));
  const context = await (h as Harness).read(result.contextPath);
  return { result, summary, context };
}

describe('N8: the offline engine never reports an empty success without saying why', () => {
  it('N8: a 3-line Spanish meeting keeps its turns as key points and says there are no cue words for `es`', async () => {
    h = await startHarness([], { model: null });
    await addMeeting('es', [
      '[00:00:01] **Alice:** Hola a todos. Hemos decidido lanzar la beta el viernes.',
      '[00:00:04] **Bob:** Yo actualizaré el manual antes del jueves.',
      '[00:00:07] **Alice:** Perfecto.',
    ]);
    const { result, summary, context } = await run('es');
    expect(summary.body).not.toContain('No key points found');
    expect(summary.body).toContain('Alice: Hola a todos. Hemos decidido lanzar la beta el viernes. (L5)');
    expect(summary.body).toContain('Bob: Yo actualizaré el manual antes del jueves. (L6)');
    expect(context).toContain('No decision or task cue words for language `es`');
    expect(context).toContain('leading turns are shown as key points');
    expect(result.coverage).toBe(100);
  });

  it('N8: a Russian meeting (language from the transcript frontmatter) names `ru` as the missing cue language', async () => {
    h = await startHarness([], { model: null });
    await addMeeting(
      'ru',
      [
        '[00:00:01] **Иван:** Мы решили выпустить бету в пятницу.',
        '[00:00:04] **Ольга:** Я обновлю руководство до четверга.',
        '[00:00:07] **Иван:** Отлично.',
      ],
      'language: ru\n',
    );
    const { summary, context } = await run('ru');
    expect(summary.body).toContain('Иван: Мы решили выпустить бету в пятницу.');
    expect(summary.body).toContain('Ольга: Я обновлю руководство до четверга.');
    expect(context).toContain('No decision or task cue words for language `ru`');
  });

  it('N8: a Russian meeting without a language tag says the language was not recognised', async () => {
    h = await startHarness([], { model: null });
    await addMeeting('ru2', ['[00:00:01] **Иван:** Мы решили выпустить бету в пятницу.']);
    const { summary, context } = await run('ru2');
    expect(summary.body).toContain('Иван: Мы решили выпустить бету в пятницу.');
    expect(context).toMatch(/language was not recognised \(`und`\)/);
  });

  it('N8: a German meeting (a cue language) finds its decision and task and needs no notice about them', async () => {
    h = await startHarness([], { model: null });
    await addMeeting('de', [
      '[00:00:01] **Jürgen:** Wir haben beschlossen, am Freitag zu liefern.',
      '[00:00:04] **Åsa:** Ich werde das Handbuch bis Donnerstag aktualisieren.',
      '[00:00:07] **Jürgen:** Gut.',
    ]);
    const { summary, context } = await run('de');
    expect(summary.body).toMatch(/## Decisions\n- .*beschlossen/);
    expect(context).not.toContain('cue words');
  });

  it('N8: a one-speaker 2-line meeting shows both lines and says no cue word matched', async () => {
    h = await startHarness([], { model: null });
    await addMeeting('mono', ['Alice: The build is green again.', 'Alice: Thanks everyone.']);
    const { summary, context } = await run('mono');
    expect(summary.body).not.toContain('No key points found');
    expect(summary.body).toContain('The build is green again.');
    expect(summary.body).toContain('Thanks everyone.');
    expect(context).toContain('No decision cue words (language `en`');
    expect(context).toContain('No task cue words (language `en`');
  });

  it('N8: an empty transcript gets no coverage figure and the summary and context note say it was empty', async () => {
    h = await startHarness([], { model: null });
    // Notes of its own: an empty transcript and no notes at all is refused (reviewA U1).
    await addMeeting('empty', [], '', 'Notes: decide the casing.\n');
    const { result, summary, context } = await run('empty');
    expect(result.coverage).toBeNull();
    expect(summary.frontmatter).not.toMatch(/^coverage: 100$/m);
    expect(summary.body).toContain('the transcript of this meeting is empty');
    expect(context).toContain('The transcript is empty');
  });
});
