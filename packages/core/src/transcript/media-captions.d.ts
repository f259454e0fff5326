/**
 * Types of the parts of media-captions used here. The package's own `.d.ts` files re-export with
 * extension-less relative paths, which `moduleResolution: NodeNext` cannot follow, so its named
 * exports would be invisible to TypeScript. Shapes copied from media-captions 1.0.4.
 */
declare module 'media-captions' {
  export type CaptionsFileFormat = 'vtt' | 'srt' | 'ssa' | 'ass';
  export class VTTCue {
    constructor(startTime: number, endTime: number, text: string);
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }
  export interface VTTextNode {
    type: 'text';
    data: string;
  }
  export interface VTTBlockNode {
    type: 'c' | 'i' | 'b' | 'u' | 'ruby' | 'rt' | 'lang' | 'timestamp';
    children: VTTNode[];
  }
  export interface VTTVoiceNode {
    type: 'v';
    voice: string;
    children: VTTNode[];
  }
  export type VTTNode = VTTextNode | VTTBlockNode | VTTVoiceNode;
  export function tokenizeVTTCue(cue: VTTCue): VTTNode[];
  export interface ParseError extends Error {
    readonly code: number;
    readonly line: number;
  }
  export interface ParsedCaptionsResult {
    cues: VTTCue[];
    errors: ParseError[];
  }
  export interface ParseCaptionsOptions {
    type?: CaptionsFileFormat;
    strict?: boolean;
    errors?: boolean;
  }
  export function parseText(text: string, options?: ParseCaptionsOptions): Promise<ParsedCaptionsResult>;
}
