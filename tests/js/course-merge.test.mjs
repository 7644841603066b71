// The checkpoint that merges two chunks of online softmax
// (online-softmax/merge in web/lib/course/checkpoints.js, on inside.html),
// in Node against the real core, with numpy as the oracle:
// - the partial results the page prints (m, ℓ, o of each chunk) and the
//   merged state it checks against (m, the two rescale factors, ℓ, o) are
//   numpy's, for the fixed numbers and for 200 readers' draws;
// - a reader who works from the printed numbers to 3 decimals, as numpy
//   does here, passes every step; o/ℓ is the full softmax attention;
// - each usual slip gets the hint aimed at it: the smaller maximum, a factor
//   above 1, the sums added without rescaling, o divided by ℓ too early;
// - two readers get different numbers, and bad fixed numbers are refused
//   with a message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';
import { checkpoint } from './course-answers.mjs';
import { python } from './by-hand-answers.mjs';
import { CHECKPOINTS, optionsFor } from '../../web/lib/course/checkpoints.js';

const am = await loadAttentionMath();
const NAME = 'online-softmax/merge';
const plan = CHECKPOINTS[NAME];
const near = (a, b, tol, what) => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} against numpy's ${b}`);

// numpy: each chunk's state, the merged state, and what a reader computes
// from the printed (3-decimal) partials with their own rounded factors
// (`reader`) or with the factors unrounded in the calculator (`calculator`).
function numpyMerge(cases) {
  return python(`
out = []
for z, v in ${JSON.stringify(cases.map(({ z, v }) => [z, v]))}:
    z = np.array(z, dtype=float); V = np.array(v, dtype=float).reshape(4, 2)
    def part(zz, vv):
        m = zz.max(); e = np.exp(zz - m)
        return m, e.sum(), e @ vv
    ma, la, oa = part(z[:2], V[:2]); mb, lb, ob = part(z[2:], V[2:])
    m = max(ma, mb); aa = np.exp(ma - m); ab = np.exp(mb - m)
    e = np.exp(z - z.max()); w = e / e.sum()
    la3, lb3 = round(float(la), 3), round(float(lb), 3)
    oa3, ob3 = np.round(oa, 3), np.round(ob, 3)
    aa3, ab3 = round(float(aa), 3), round(float(ab), 3)
    out.append({'given': [ma, la, oa.tolist(), mb, lb, ob.tolist()], 'max': m, 'alpha': [aa, ab], 'l': aa * la + ab * lb,
                'o': (aa * oa + ab * ob).tolist(), 'attention': (w @ V).tolist(),
                'reader': {'alpha': [aa3, ab3], 'l': aa3 * la3 + ab3 * lb3, 'o': (aa3 * oa3 + ab3 * ob3).tolist()},
                'calculator': {'l': aa * la3 + ab * lb3, 'o': (aa * oa3 + ab * ob3).tolist()}})
print(json.dumps(out))`);
}

const fixed3 = (v) => v.toFixed(3);

test('the printed partials and the merged state are numpy’s, for the fixed numbers and 200 readers', () => {
  const options = [optionsFor(NAME, am, { attributes: plan.attributes }).options,
    ...Array.from({ length: 200 }, (_, k) => optionsFor(NAME, am, { readerSeed: Math.imul(k + 1, 2654435761) >>> 0 }).options)];
  const cases = options.map((o) => ({ ...o, z: o.z.split(',').map(Number), v: o.v.split(',').map(Number) }));
  const oracle = numpyMerge(cases);
  options.forEach((o, k) => {
    const s = plan.solve(am, o);
    const n = oracle[k];
    const [ma, la, oa, mb, lb, ob] = n.given;
    near(s.given.a.max, ma, 1e-12, 'm_a');
    near(s.given.b.max, mb, 1e-12, 'm_b');
    near(s.given.a.l, la, 0.0005 + 1e-12, 'ℓ_a printed');
    near(s.given.b.l, lb, 0.0005 + 1e-12, 'ℓ_b printed');
    s.given.a.o.forEach((x, d) => near(x, oa[d], 0.0005 + 1e-12, 'o_a printed'));
    s.given.b.o.forEach((x, d) => near(x, ob[d], 0.0005 + 1e-12, 'o_b printed'));
    near(s.exact.max, n.max, 0, 'm');
    assert.notEqual(ma, mb, 'the two maxima differ, so one side is rescaled');
    near(s.exact.alphaA, n.alpha[0], 1e-12, 'e^(m_a − m)');
    near(s.exact.alphaB, n.alpha[1], 1e-12, 'e^(m_b − m)');
    near(s.exact.l, n.l, 1e-12, 'ℓ');
    s.exact.o.forEach((x, d) => near(x, n.o[d], 1e-12, 'o'));
    s.output.forEach((x, d) => near(x, n.attention[d], 1e-12, 'o/ℓ against softmax attention'));
  });
});

test('a reader working from the printed numbers to 3 decimals passes every step (numpy computes what they type)', () => {
  const readers = [null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  for (const readerSeed of readers) {
    const cp = checkpoint(NAME, readerSeed === null ? {} : { readerSeed });
    const { z, v } = cp.options;
    const [n] = numpyMerge([{ z: z.split(',').map(Number), v: v.split(',').map(Number) }]);
    const steps = [[n.max.toFixed(1)], n.reader.alpha.map(fixed3), [fixed3(n.reader.l)], n.reader.o.map(fixed3)];
    steps.forEach((entries, k) => {
      const verdict = cp.check(k, entries);
      assert.equal(verdict.state, 'is-right', `reader ${readerSeed}, step ${k + 1}, ${entries}: ${verdict.text}`);
    });
  }
});

test('each usual slip gets its own hint', () => {
  const cp = checkpoint(NAME);
  const [n] = numpyMerge([{ z: plan.attributes.z.split(',').map(Number), v: plan.attributes.v.split(',').map(Number) }]);
  const [ma, la, oa, mb, lb, ob] = n.given;
  assert.match(cp.check(0, [Math.min(ma, mb).toFixed(1)]).text, /^✗.*smaller of the two/);
  assert.equal(cp.check(0, [n.max.toFixed(1)]).state, 'is-right');
  assert.match(cp.check(1, n.alpha.map((a) => fixed3(1 / a))).text, /at most 1/);
  assert.match(cp.check(1, ['1', '1']).text, /one factor is below 1/);
  assert.equal(cp.check(1, n.reader.alpha.map(fixed3)).state, 'is-right');
  const printedL = [la, lb].map((x) => Number(x.toFixed(3)));
  assert.match(cp.check(2, [fixed3(printedL[0] + printedL[1])]).text, /rescale each first/);
  assert.equal(cp.check(2, [fixed3(n.reader.l)]).state, 'is-right');
  const printedO = [oa, ob].map((o) => o.map((x) => Number(x.toFixed(3))));
  assert.match(cp.check(3, printedO[0].map((x, d) => fixed3(x + printedO[1][d]))).text, /Rescale each by its side’s factor/);
  assert.match(cp.check(3, n.attention.map(fixed3)).text, /already divided/);
  assert.equal(cp.check(3, n.reader.o.map(fixed3)).state, 'is-right');
});

test('two readers get different numbers; bad fixed numbers are refused with a message', () => {
  const draw = (seed) => JSON.stringify(optionsFor(NAME, am, { readerSeed: seed }).options);
  const seen = new Set(Array.from({ length: 100 }, (_, k) => draw(k)));
  assert.ok(seen.size >= 99, `${seen.size} different draws in 100 readers`);
  assert.equal(draw(5), draw(5));
  for (const [z, v, message] of [['1, 2, 3', plan.attributes.v, /four numbers/], ['1, 1, 2, 3', plan.attributes.v, /four different/],
    ['1.25, 0, 2, 3', plan.attributes.v, /one decimal/], ['a, 0, 2, 3', plan.attributes.v, /four numbers/],
    [plan.attributes.z, '1, 2, 3', /eight whole numbers/], [plan.attributes.z, '1, 2, 3, 4, 5, 6, 7, 0.5', /eight whole numbers/]]) {
    assert.throws(() => plan.solve(am, { z, v }), message);
  }
});

// The rule the checkpoint states (its intro, and the sentence under a right
// step) is the rule it applies: an entry passes when it is within ±0.001 of
// numpy's exact merged value or of what numpy computes from the printed ℓ
// with the factors unrounded or as the reader rounded them; one more than 0.001 from the exact value
// is told why it passed. Swept over typed ℓ from 0.004 below to 0.004 above.
test('the merge’s stated tolerance is the one it applies: ±0.001 of the exact value or of the reader’s own route', () => {
  const [n] = numpyMerge([{ z: plan.attributes.z.split(',').map(Number), v: plan.attributes.v.split(',').map(Number) }]);
  const [, la, , , lb] = n.given;
  // One short line in the intro; the whole rule in "How answers are checked".
  assert.match(plan.intro(), /to 3 decimals: each entry is checked to ±0\.001\.$/);
  const rule = plan.checking();
  assert.match(rule, /within ±0\.001 of the exact value or of what the printed numbers give, with your factors unrounded or as you typed them/);
  assert.match(rule, /more than 0\.001 from the exact value/);
  // Factors typed 0.0009 off the exact ones (each within ±0.001, so accepted): the reader's route to ℓ moves away.
  const factors = n.alpha.map((a) => Number((a - 0.0009).toFixed(4)));
  const own = python(`print(json.dumps(${factors[0]} * round(${la}, 3) + ${factors[1]} * round(${lb}, 3)))`);
  assert.ok(Math.abs(own - n.l) > 0.001, `the reader's own route ends ${Math.abs(own - n.l)} from the exact ℓ`);
  let farAccepted = 0;
  for (let k = -40; k <= 40; k += 1) {
    const typed = Number((n.l + k / 10000).toFixed(4));
    const cp = checkpoint(NAME);
    assert.equal(cp.check(0, [n.max.toFixed(1)]).state, 'is-right');
    assert.equal(cp.check(1, factors.map(String)).state, 'is-right');
    const v = cp.check(2, [String(typed)]);
    const stated = [n.l, own, n.calculator.l].some((route) => Math.abs(typed - route) <= 0.001 + 1e-12);
    assert.equal(v.state, stated ? 'is-right' : 'is-wrong', `ℓ ${typed} (exact ${n.l}, own ${own}): ${v.text}`);
    if (stated && Math.abs(typed - n.l) > 0.001 + 1e-12) {
      farAccepted += 1;
      assert.match(v.text, /The ±0\.001 counts from either the exact value or the value from (your factors|the printed ℓ) \(\d\.\d{3}\)/);
      assert.match(v.text, new RegExp(`\\(off the exact value: ℓ by ${Math.abs(typed - n.l).toFixed(4).replace(".", "\\.")}\\)`));
    } else {
      assert.doesNotMatch(v.text, /counts from either/, `only an entry more than 0.001 off gets the note: ${v.text}`);
    }
  }
  assert.ok(farAccepted >= 3, `${farAccepted} entries more than 0.001 from the exact ℓ were accepted, each told why`);
});

// A reader who keeps the factors unrounded in the calculator and multiplies
// them into the printed ℓ and o (numpy computes what they type) passes, over
// 300 readers; each right step's verdict names the route its entries matched:
// the exact value, or the value from the printed numbers, whose digits it shows.
test('the calculator’s route (unrounded factors, printed ℓ and o) passes for 300 readers, and the verdict names the route', () => {
  const readers = Array.from({ length: 300 }, (_, k) => k + 1);
  const cps = readers.map((readerSeed) => checkpoint(NAME, { readerSeed }));
  const oracle = numpyMerge(cps.map((cp) => ({ z: cp.options.z.split(',').map(Number), v: cp.options.v.split(',').map(Number) })));
  let printedRoute = 0;
  cps.forEach((cp, k) => {
    const n = oracle[k];
    const at = `reader ${readers[k]} (z ${cp.options.z}; v ${cp.options.v})`;
    assert.equal(cp.check(0, [n.max.toFixed(1)]).state, 'is-right', at);
    assert.equal(cp.check(1, n.alpha.map(fixed3)).state, 'is-right', at);
    for (const [step, typed, exact] of [[2, [n.calculator.l], [n.l]], [3, n.calculator.o, n.o]]) {
      const v = cp.check(step, typed.map(fixed3));
      assert.equal(v.state, 'is-right', `${at}, step ${step + 1}: ${v.text}`);
      const sameDigits = typed.every((x, j) => fixed3(x) === fixed3(exact[j]));
      if (sameDigits) {
        assert.match(v.text, /Yours match(es)? the exact values?/, `${at}: ${v.text}`);
      } else {
        printedRoute += 1;
        const name = step === 2 ? 'ℓ' : 'o';
        const digits = typed.map((x) => fixed3(x).replace(/^-/, '−')).join(', ');
        assert.ok(v.text.includes(`Yours match${typed.length === 1 ? 'es the value' : ' the values'} from the printed ${name} (${digits}), not the exact digits`)
          || v.text.includes(`Yours match${typed.length === 1 ? 'es the value' : ' the values'} from your factors (`), `${at}, step ${step + 1}: ${v.text}`);
      }
    }
  });
  assert.ok(printedRoute >= 50, `${printedRoute} steps whose digits are not the exact ones were named by their route`);
});

// The numbers a reader reads (the maxima, every printed ℓ and o) and enters
// (the factors, ℓ, o) are numpy's and more than 0.002 apart, so no two
// print alike at 3 decimals (the fixed numbers once showed 1.497 three
// times for some readers): 1000 readers, and the draw is the same each time.
test('every number read or entered is distinct at 3 decimals, for the fixed numbers and 1000 readers (numpy)', () => {
  const options = [plan.attributes, ...Array.from({ length: 1000 }, (_, k) => optionsFor(NAME, am, { readerSeed: k }).options)];
  const oracle = numpyMerge(options.map((o) => ({ z: String(o.z).split(',').map(Number), v: String(o.v).split(',').map(Number) })));
  options.forEach((o, k) => {
    const n = oracle[k];
    const [ma, la, oa, mb, lb, ob] = n.given;
    const numbers = [ma, la, ...oa, mb, lb, ...ob, ...n.alpha, n.l, ...n.o].map((x) => Number(x.toFixed(3))).sort((a, b) => a - b);
    numbers.forEach((x, j) => assert.ok(j === 0 || x - numbers[j - 1] > 0.002 + 1e-9,
      `draw ${k} (z ${o.z}; v ${o.v}): ${numbers[j - 1]} and ${x} are too close`));
  });
  assert.equal(JSON.stringify(optionsFor(NAME, am, { readerSeed: 77 }).options), JSON.stringify(optionsFor(NAME, am, { readerSeed: 77 }).options));
});

// Each checked line names the reference its entry matched, and the sentence
// under the lines names the same one (a newcomer saw "o[2]: exact −1.2907 ·
// from your factors −1.290 · yours −1.291" above "Yours match the values from
// the printed o (−2.388, −1.291)": the line hid the printed o, whose digits
// were the exact ones). 100 readers type, for each coordinate of o, numpy's
// exact value, the printed o's route (unrounded factors) or their own
// factors' route, in all nine combinations; whatever the sentence says each
// entry matched, that entry's line shows that reference with the entry's digits.
test('the merged o’s lines name the reference each entry matched, as the sentence under them does', () => {
  const readers = Array.from({ length: 100 }, (_, k) => k + 1);
  const cps = readers.map((readerSeed) => checkpoint(NAME, { readerSeed }));
  const oracle = numpyMerge(cps.map((cp) => ({ z: cp.options.z.split(',').map(Number), v: cp.options.v.split(',').map(Number) })));
  const minus = (t) => t.replace(/^-/, '−');
  let named = 0;
  let mixed = 0;
  cps.forEach((cp, k) => {
    const n = oracle[k];
    const sources = [n.o, n.calculator.o, n.reader.o];
    for (const [first, second] of [0, 1, 2].flatMap((a) => [0, 1, 2].map((b) => [a, b]))) {
      const typed = [fixed3(sources[first][0]), fixed3(sources[second][1])];
      const fresh = checkpoint(NAME, { readerSeed: readers[k] });
      fresh.check(0, [n.max.toFixed(1)]);
      fresh.check(1, n.reader.alpha.map(fixed3));
      fresh.check(2, [fixed3(n.reader.l)]);
      const v = fresh.check(3, typed);
      const at = `reader ${readers[k]}, typed ${typed}: ${v.text}`;
      assert.equal(v.state, 'is-right', at);
      const lines = ['o[1]', 'o[2]'].map((label, j) => {
        const start = v.text.indexOf(`${label}: `);
        return v.text.slice(start, v.text.indexOf('✓', start));
      });
      const whole = v.text.match(/Yours match the values (from [^(]+) \(([^)]*)\)/);
      const each = v.text.match(/o\[1\] of the (exact value|value (from [^,]+)), o\[2\] of the (exact value|value (from [^.]+))\./);
      let from;
      if (whole) {
        assert.equal(whole[2], typed.map(minus).join(', '), `the sentence's digits are the entries': ${at}`);
        from = [whole[1].trim(), whole[1].trim()];
      } else if (each) {
        mixed += 1;
        from = [each[2] ?? null, each[4] ?? null];
      } else {
        assert.match(v.text, /Yours match the exact values/, at);
        from = [null, null];
      }
      from.forEach((route, j) => {
        if (route === null) {
          assert.equal(fixed3(n.o[j]), typed[j], `o[${j + 1}] said to match the exact value: ${at}`);
        } else {
          named += 1;
          // The line gives the route's 4 decimals; the entry is those rounded to 3.
          const shown = lines[j].match(new RegExp(`${route} (−?\\d+\\.\\d{4})`))?.[1];
          assert.ok(shown && Math.abs(Number(shown.replace('−', '-')) - Number(typed[j])) <= 0.0005 + 0.00005 + 1e-12,
            `o[${j + 1}]'s line names ${route} with its digits: ${at}`);
        }
      });
    }
  });
  assert.ok(named >= 300, `${named} entries matched a route other than the exact value, each named on its line`);
  assert.ok(mixed >= 10, `${mixed} steps whose entries matched different references`);
});

// Every reference on a checked line shows 4 decimals, as the exact value
// does, and a route is left out only where those 4 digits repeat one shown.
// A newcomer saw "ℓ: exact 1.6849 · yours …" and no printed-numbers value,
// although the printed table gives 1.6845: both round to 1.685, and the
// route was judged new at 3 decimals, while o's line, 0.001 apart, showed
// it. 300 readers type numpy's value from the printed numbers
// (unrounded factors): each line for ℓ and o gives numpy's exact value and,
// wherever it differs at 4 decimals, numpy's value from the printed ℓ or o.
test('the merged ℓ and o lines show the value from the printed numbers wherever it differs from the exact at 4 decimals (numpy)', () => {
  const readers = Array.from({ length: 300 }, (_, k) => k + 1);
  const cps = readers.map((readerSeed) => checkpoint(NAME, { readerSeed }));
  const oracle = numpyMerge(cps.map((cp) => ({ z: cp.options.z.split(',').map(Number), v: cp.options.v.split(',').map(Number) })));
  const fixed4 = (x) => x.toFixed(4);
  const read = (line, prefix) => {
    const found = line.match(new RegExp(`${prefix} (−?\\d+\\.\\d{4})`))?.[1];
    return found === undefined ? undefined : Number(found.replace('−', '-'));
  };
  let hiddenBefore = 0;
  cps.forEach((cp, k) => {
    const n = oracle[k];
    cp.check(0, [n.max.toFixed(1)]);
    cp.check(1, n.reader.alpha.map(fixed3));
    for (const [step, labels, typed, exact, name] of [[2, ['ℓ'], [n.calculator.l], [n.l], 'ℓ'], [3, ['o[1]', 'o[2]'], n.calculator.o, n.o, 'o']]) {
      const v = cp.check(step, typed.map(fixed3));
      const at = `reader ${readers[k]}, step ${step + 1}: ${v.text}`;
      assert.equal(v.state, 'is-right', at);
      labels.forEach((label, j) => {
        const start = v.text.indexOf(`${label}: `);
        const line = v.text.slice(start, v.text.indexOf('✓', start));
        const shownExact = read(line, 'exact');
        assert.ok(Math.abs(shownExact - exact[j]) <= 0.00005 + 1e-12, `${label}'s exact value is numpy's: ${at}`);
        const printed = read(line, `from the printed ${name}`);
        if (Math.abs(typed[j] - exact[j]) > 0.0001) {
          assert.ok(printed !== undefined && Math.abs(printed - typed[j]) <= 0.00005 + 1e-12,
            `${label}'s line gives numpy's ${fixed4(typed[j])} from the printed ${name}: ${at}`);
          if (fixed3(typed[j]) === fixed3(exact[j])) hiddenBefore += 1;
        }
      });
    }
  });
  // The lines the 3-decimal rule left without the printed numbers' value.
  assert.ok(hiddenBefore >= 50, `${hiddenBefore} lines whose printed-numbers value shares the exact value's 3 decimals now give it`);
});
