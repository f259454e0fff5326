/**
 * Terminal colors of `ma`: picocolors' `createColors` (ISC, Alexey Raspopov), the same codes and
 * the same output, without the package's top level, which asks `process.stdout.isTTY` as it loads
 * and so builds Node's stdout stream (about 5 ms of CPU) even for a line that never colors or
 * uses that stream (docs/startup.md, fifth pass). Spec: issue 13, goals (e) and (f).
 */

/** The style names, each with its open and close codes (and picocolors' replacement for nested ones). */
const STYLES = {
  reset: ['\x1b[0m', '\x1b[0m'],
  bold: ['\x1b[1m', '\x1b[22m', '\x1b[22m\x1b[1m'],
  dim: ['\x1b[2m', '\x1b[22m', '\x1b[22m\x1b[2m'],
  italic: ['\x1b[3m', '\x1b[23m'],
  underline: ['\x1b[4m', '\x1b[24m'],
  inverse: ['\x1b[7m', '\x1b[27m'],
  hidden: ['\x1b[8m', '\x1b[28m'],
  strikethrough: ['\x1b[9m', '\x1b[29m'],
  black: ['\x1b[30m', '\x1b[39m'],
  red: ['\x1b[31m', '\x1b[39m'],
  green: ['\x1b[32m', '\x1b[39m'],
  yellow: ['\x1b[33m', '\x1b[39m'],
  blue: ['\x1b[34m', '\x1b[39m'],
  magenta: ['\x1b[35m', '\x1b[39m'],
  cyan: ['\x1b[36m', '\x1b[39m'],
  white: ['\x1b[37m', '\x1b[39m'],
  gray: ['\x1b[90m', '\x1b[39m'],
  bgBlack: ['\x1b[40m', '\x1b[49m'],
  bgRed: ['\x1b[41m', '\x1b[49m'],
  bgGreen: ['\x1b[42m', '\x1b[49m'],
  bgYellow: ['\x1b[43m', '\x1b[49m'],
  bgBlue: ['\x1b[44m', '\x1b[49m'],
  bgMagenta: ['\x1b[45m', '\x1b[49m'],
  bgCyan: ['\x1b[46m', '\x1b[49m'],
  bgWhite: ['\x1b[47m', '\x1b[49m'],
  blackBright: ['\x1b[90m', '\x1b[39m'],
  redBright: ['\x1b[91m', '\x1b[39m'],
  greenBright: ['\x1b[92m', '\x1b[39m'],
  yellowBright: ['\x1b[93m', '\x1b[39m'],
  blueBright: ['\x1b[94m', '\x1b[39m'],
  magentaBright: ['\x1b[95m', '\x1b[39m'],
  cyanBright: ['\x1b[96m', '\x1b[39m'],
  whiteBright: ['\x1b[97m', '\x1b[39m'],
  bgBlackBright: ['\x1b[100m', '\x1b[49m'],
  bgRedBright: ['\x1b[101m', '\x1b[49m'],
  bgGreenBright: ['\x1b[102m', '\x1b[49m'],
  bgYellowBright: ['\x1b[103m', '\x1b[49m'],
  bgBlueBright: ['\x1b[104m', '\x1b[49m'],
  bgMagentaBright: ['\x1b[105m', '\x1b[49m'],
  bgCyanBright: ['\x1b[106m', '\x1b[49m'],
  bgWhiteBright: ['\x1b[107m', '\x1b[49m'],
} as const satisfies Record<string, readonly string[]>;

/** A color function: the text (any value, as `String(value)`) wrapped in the style's codes, or unchanged when off. */
export type ColorFn = (input: unknown) => string;

/** The color functions of one output (identity functions when color is off), as picocolors names them. */
export type Colors = { readonly isColorSupported: boolean } & {
  readonly [K in keyof typeof STYLES]: ColorFn;
};

/** picocolors' `replaceClose`: a close code inside the text is replaced, so nested styles still end right. */
function replaceClose(text: string, close: string, replace: string, index: number): string {
  let result = '';
  let cursor = 0;
  let at = index;
  do {
    result += text.substring(cursor, at) + replace;
    cursor = at + close.length;
    at = text.indexOf(close, cursor);
  } while (~at);
  return result + text.substring(cursor);
}

/** picocolors' `formatter`. */
function formatter(open: string, close: string, replace = open): ColorFn {
  return (input) => {
    const text = `${input}`;
    const index = text.indexOf(close, open.length);
    return ~index ? open + replaceClose(text, close, replace, index) + close : open + text + close;
  };
}

/**
 * The color functions, on or off (picocolors' `createColors(enabled)`: same codes, same output).
 * @param enabled whether to color; off gives `String`.
 */
export function createColors(enabled: boolean): Colors {
  const colors: Record<string, unknown> = { isColorSupported: enabled };
  for (const [name, [open, close, replace]] of Object.entries(STYLES) as [string, readonly string[]][]) {
    colors[name] = enabled ? formatter(open as string, close as string, replace) : String;
  }
  return colors as Colors;
}
