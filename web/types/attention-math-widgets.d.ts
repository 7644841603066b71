// Types for site/attention-math-widgets.mjs (the package's
// `attention-math/widgets`): importing it defines every element (declared,
// with their attributes and events, in attention-math.d.ts). Checked by
// `tsc --noEmit` against tests/types/usage.ts and the package test.

import type { AttentionMathModule, AttentionTagName } from './attention-math.js';

export type {
  AttentionChangeEvent, AttentionTagName, AttentionWidgetElement, WidgetAttributeMap,
} from './attention-math.js';

/** Where the widgets find their files, when not beside the module. */
export interface AttentionMathLocation {
  /** The core as an ES module (attention-math.mjs). Default: beside this module. */
  coreUrl?: string | URL;
  /**
   * The compute worker (compute-worker.mjs, which imports attention-math.mjs from its own folder),
   * or `false` for none: slow calls then run on the page. Default: beside this module.
   */
  workerUrl?: string | URL | false;
}

/** What configure() refused: `code` says why, `argument` names the option. */
export interface AttentionMathConfigureError extends Error {
  call: 'configure';
  code: 'type' | 'required' | 'unknown_option' | 'range' | 'too_late';
  argument: '' | 'coreUrl' | 'workerUrl' | string;
  params: Record<string, never>;
}

/**
 * Says where the core and the worker are, before the first widget is added to the page
 * (after that, the option already used throws a 'too_late' error). Relative URLs are resolved
 * against the document. Returns the locations configured so far, as absolute URLs.
 * Throws an AttentionMathConfigureError on bad input, and then changes nothing.
 */
export function configure(options: AttentionMathLocation): { coreUrl?: string; workerUrl?: string | false };

/** The core instance every widget on the page shares (loaded on first use). */
export function getAttentionMath(): Promise<AttentionMathModule>;

/** Every tag name this module defines. */
export const tagNames: readonly AttentionTagName[];
