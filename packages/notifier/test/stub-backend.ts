/** Test helper: a toast backend that records what it is asked to show and answers from a list. */
import type { ToastBackend, ToastSpec } from '../src/index.js';

/** A backend answering `answers` in order (`undefined`: closed unanswered); `shown` holds every toast. */
export function stubBackend(answers: (string | undefined)[]): ToastBackend & { shown: ToastSpec[] } {
  const shown: ToastSpec[] = [];
  return {
    shown,
    show: async (spec) => {
      shown.push(spec);
      return answers.shift();
    },
  };
}
