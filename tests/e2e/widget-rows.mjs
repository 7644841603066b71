// The widget smoke test's rows (widget-smoke.test.mjs), one module per widget
// in widget-rows/ (a default export each), so that widgets can be added side
// by side:
//   tag      the element;
//   section  the section of the course it is drawn in (its chapter page);
//   step     its model module, web/elements/<step>/model.js, whose
//            `model(am, inputs)` (and `prepare(am, values)`, if it exports
//            one) Node runs on the values and view state the page drew;
//   bad      a field key, text a reader might type there, and the message
//            that must be said; via: 'attribute' gives the text as the
//            field's attribute instead (a switch, where no bad value can be
//            typed, or a field the widget draws as something else); or, for
//            a field no one can type into (a select), `link`: a query whose
//            value for it is bad, the page opened at it;
//   change   a field key and a good value to type or choose ('1' or '0' for
//            a switch), or give (via: 'attribute');
//   param    the query parameter that value must appear under;
//   query    optional: a link the section is first opened with ('a=1&b=2');
//   inputs   optional: (am, drawn) → prepare's inputs, where the drawn
//            values alone do not say them (drawn: {values, view});
//   label    optional, in bad or change: the field is typed into a box of
//            the widget's own (no field control), found by this label and
//            sent with Enter;
//   busy     optional: an attribute the widget holds while its worker
//            computes numbers it will draw, waited out before reading it;
//   interact optional: async ({page, widget, drawn, sameAsModel}) → the
//            row's own interaction, after the others (drawn() reads the
//            page's state; sameAsModel(state) asserts its figures).
import { readdirSync } from 'node:fs';

const dir = new URL('./widget-rows/', import.meta.url);
export const WIDGET_ROWS = await Promise.all(readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()
  .map(async (file) => {
    const row = (await import(new URL(file, dir))).default;
    return { ...row, model: new URL(`../../web/elements/${row.step}/model.js`, import.meta.url).href };
  }));
