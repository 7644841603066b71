// Types for site/attention-math-anywidget.mjs (the package's
// `attention-math/anywidget`): an anywidget front-end module. Its default
// export's render({ model, el }) puts one widget in `el`; the model's traits
// are `element` (which widget) and the widget's attributes, "_" for "-".
// The model is anywidget's (the subset used here, so any host's fits).

/** The part of anywidget's model API this module uses. */
export interface AnyModelLike {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  on(event: string, callback: (...args: any[]) => void): void;
  /** May be missing or throw where there is no kernel (MyST); the cleanup then disarms its callbacks itself. */
  off?(event?: string | null, callback?: ((...args: any[]) => void) | null): void;
  /** May throw where there is no kernel (MyST, a static export); the widget keeps working. */
  save_changes?(): void;
}

/** A trait's value: a string or number is set as the attribute; true is the empty attribute; false or null removes it. */
export type AttentionTraitValue = string | number | boolean | null;

/** The traits: `element` ("softmax" or "attention-softmax"), then the attributes with "_" for "-" (d_k, d_model, url_key …). */
export interface AttentionWidgetTraits {
  element: string;
  [trait: string]: AttentionTraitValue;
}

export interface AttentionAnyWidget {
  /** Draws the widget named by the `element` trait into `el`; returns the cleanup (listeners off, element removed). */
  render(props: { model: AnyModelLike; el: HTMLElement }): () => void;
}

declare const widget: AttentionAnyWidget;
export default widget;
