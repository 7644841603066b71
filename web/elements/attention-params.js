// <attention-params d-model="768" heads="12" bias="0" n="1024">
//
// What one multi-head attention layer costs, from the core: its parameters
// (am.attentionParams) for real model sizes, and its FLOPs
// (am.attentionFlops) for h heads of width d_model/h beside one head of
// width d_model, to show that splitting into heads is (almost) free
// (./params/model.js). With aid-for="multi-head/shapes" (the course's
// page), the d_model and heads of the reader's multi-head checkpoint are
// refused until it is passed or helped with (web/lib/course/aids.js).

import { AttentionWidget } from '../lib/widget/widget.js';
import { parseFieldValue } from '../lib/fields/parse-value.js';
import { createTableView } from '../figures/dom/table.js';
import { el } from '../lib/text/dom.js';
import { setRichText } from '../lib/text/rich-text.js';
import { message } from '../lib/text/messages.js';
import { PRESETS, fields, model } from './params/model.js';
import { guardAid, paramsRefusal } from '../lib/course/aids.js';

export const tagName = 'attention-params';

export default class AttentionParams extends AttentionWidget {
  static get exportTitle() { return message('params-export-title'); }
  static fields = fields;
  static model = model;

  // The ranges of h and n are the core's (am.limits.counts), adopted once it
  // has loaded; params/model.js's numbers only read attributes and links before.
  coreReady(am) {
    const byKey = { heads: am.limits.counts.maxHeads, n: am.limits.counts.maxDimension };
    for (const f of this.fields) f.max = byKey[f.key] ?? f.max;
  }

  build() {
    const root = el('div', 'mh-params widget-card');
    const controls = el('div', 'widget-fields');
    for (const f of this.fields) {
      controls.append(this.controls[f.key].element);
    }
    this.paramsTable = createTableView({ className: 'mh-params__table' });
    this.paramsNote = el('p', 'mh-note');
    this.flopsTable = createTableView({ className: 'mh-params__table mh-flops' });
    this.flopsNote = el('p', 'mh-note');
    root.append(this.buildPresets(), controls, this.paramsTable.element, this.paramsNote,
      el('h3', 'mh-params__subtitle', message('params-flops-heading')), this.flopsTable.element, this.flopsNote);
    return root;
  }

  buildPresets() {
    const group = el('div', 'mh-presets');
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', message('params-presets-label'));
    this.presetButtons = PRESETS.map((preset) => {
      const button = el('button', 'button button--quiet mh-presets__button');
      button.type = 'button';
      button.append(el('span', 'mh-presets__name', preset.label),
        el('span', 'mh-presets__size', message('params-preset-size', { dModel: String(preset.dModel), heads: preset.heads })));
      button.addEventListener('click', () => this.setValues({ dModel: preset.dModel, heads: preset.heads }));
      group.append(button);
      return { button, preset };
    });
    return group;
  }

  // A combination the core refuses (h must divide d_model) is said beside
  // the heads field; the base goes back to the values on screen, and the
  // fields keep what the reader typed. Once every field shows what is drawn
  // again (d_model 700 refused, then 768 typed back), the message goes: it
  // was about a combination no longer in the fields (issue 24). While a
  // field still shows a refused value, its message still holds.
  showCoreError(error) {
    this.sayingRefusal = true;
    try {
      super.showCoreError(error);
    } finally {
      this.sayingRefusal = false;
    }
  }

  setFieldMessage(field, text) {
    super.setFieldMessage(field, text);
    if (this.sayingRefusal) this.refusal = field;
    else if (field === this.refusal) this.refusal = null; // said otherwise, or cleared, since
  }

  redraw() {
    super.redraw();
    if (!this.refusal || this.failed) return;
    const shown = this.shownValues();
    if (this.fields.every((f) => shown[f.key] === this.drawn[f.key])) this.setFieldMessage(this.refusal, '');
  }

  // What each field shows: its attribute's value (a good value typed sets
  // it), or its default without one.
  shownValues() {
    return Object.fromEntries(this.fields.map((f) => {
      if (!this.hasAttribute(f.attribute)) return [f.key, f.fallback];
      const parsed = parseFieldValue(this.getAttribute(f.attribute), f);
      return [f.key, parsed.ok ? parsed.value : this.values[f.key]];
    }));
  }

  prepare(am, { dModel, heads }) {
    guardAid(this, am, (options) => paramsRefusal(options, { dModel, heads }), 'dModel');
  }

  render({ preset, params, paramsNote, flops, flopsNote }) {
    this.paramsTable.update(params);
    setRichText(this.paramsNote, paramsNote);
    this.flopsTable.update(flops);
    setRichText(this.flopsNote, flopsNote);
    this.presetButtons.forEach(({ button }, i) => button.setAttribute('aria-pressed', String(i === preset)));
  }
}
