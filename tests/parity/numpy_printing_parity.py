#!/usr/bin/python3
"""Byte-for-byte parity of cpp/numpy/printing against numpy and Python.

Usage: /usr/bin/python3 tests/parity/numpy_printing_parity.py PATH/TO/numpy_print_cli [more args...]

Every argument is the command that runs the CLI (e.g. `node numpy_print_cli.js`
for the WebAssembly build). Generates several thousand cases with a fixed seed,
feeds them to the CLI in one run, and compares each output line with what
numpy 1.24 / Python print. Exits 1 on any mismatch.

The cases come from a fixed seed (20240611), so CI is reproducible; set
AM_TEST_SEED=<integer> to draw another set (the seed in use is printed).
"""
import json
import math
import os
import struct
import subprocess
import sys

import numpy as np

np.seterr(all='ignore')  # overflow in np.round(1e300, 11) is expected

SEED = int(os.environ.get("AM_TEST_SEED", "20240611"))
rng = np.random.default_rng(SEED)


def hexd(x):
    return struct.pack(">d", float(x)).hex()


def from_hex(h):
    return struct.unpack(">d", bytes.fromhex(h))[0]


cases = []  # (kind, command line, expected output, description)


def add_str(values, why):
    values = [float(v) for v in values]
    expected = str(np.array(values, dtype=np.float64))
    line = "str %d %s" % (len(values), " ".join(hexd(v) for v in values))
    cases.append(("str", line, expected, why))


def add_fixed(x, d, why):
    cases.append(("fixed", "fixed %d %s" % (d, hexd(x)), f"{float(x):.{d}f}", why))


def add_round(values, d, why):
    values = np.array(values, dtype=np.float64)
    expected = " ".join(hexd(v) for v in np.round(values, d))
    line = "round %d %s" % (d, " ".join(hexd(v) for v in values))
    cases.append(("round", line, expected, why))


def add_sum(values, why):
    values = np.array(values, dtype=np.float64)
    line = "sum %d %s" % (len(values), " ".join(hexd(v) for v in values))
    cases.append(("sum", line, hexd(np.sum(values)), why))


def add_pad(s, w, why):
    h = s.encode("utf-8").hex() or "-"
    cases.append(("pad", "pad %d %s" % (w, h), f"{s:{w}s}", why))


def from_fields(sign, exponent, mantissa):
    """The double with these IEEE fields (exponent 0 is zero or subnormal)."""
    return from_hex("%016x" % ((sign << 63) | (exponent << 52) | mantissa))


def random_bits_double(exponent=None):
    """A finite double, uniform over sign, exponent field and mantissa bits
    (so uniform over finite bit patterns), or with the exponent field given."""
    if exponent is None:
        exponent = int(rng.integers(0, 2047))
    return from_fields(int(rng.integers(0, 2)), exponent, int(rng.integers(0, 2**52, dtype=np.uint64)))


def random_subnormal(bits):
    """A subnormal with exactly `bits` significant bits (1..52): the fewer,
    the farther its shortest digits lie from its exact value."""
    mantissa = (1 << (bits - 1)) | int(rng.integers(0, 2**(bits - 1), dtype=np.uint64)) if bits > 1 else 1
    return from_fields(int(rng.integers(0, 2)), 0, mantissa)


def scaled_normals(n):
    scale = 10.0 ** int(rng.integers(-6, 10))
    return rng.standard_normal(n) * scale


# ------------------------------------------------------------------ array_str
add_str([], "empty")
for fixed_case in ([0.0, 0.0], [-0.0], [1.0, 0.25], [0.1, -0.0, 1.25], [0.001953125],
                   [0.1 + 0.2, 1.0], [1e-4], [1e8], [99999999.0], [1e23], [5e-324, 1.0],
                   [np.nan], [np.inf], [-np.inf], [np.nan, -np.inf], [np.nan, 1.0],
                   [-np.inf, 1.5, 0.25], [0.0, 1e-5], [1e300, -1e-300, np.nan],
                   # the scientific-notation thresholds, exactly and just beyond
                   [1.0, 1000.0], [-1.0, 1000.0], [0.25, 250.0], [1.0, np.nextafter(1000.0, 2000.0)],
                   [1e-4, 0.1], [np.nextafter(1e-4, 0.0)], [np.nextafter(1e8, 0.0)],
                   [1e-300, 1e300], [-0.0, 1e-300, np.inf]):
    add_str(fixed_case, "fixed list")

for _ in range(1500):
    n = int(rng.integers(1, 41))
    kind = int(rng.integers(0, 9))
    if kind == 0:
        v, why = scaled_normals(n), "normals"
    elif kind == 1:
        v, why = np.round(scaled_normals(n), int(rng.integers(0, 9))), "rounded normals"
    elif kind == 2:
        # negatives near zero that round to -0.
        v = np.round(rng.standard_normal(n) * 10.0 ** -int(rng.integers(1, 5)), int(rng.integers(0, 4)))
        why = "near zero rounded"
    elif kind == 3:
        v, why = rng.choice([-1, 1], n) * 2.0 ** rng.integers(-60, 60, n), "powers of two"
    elif kind == 4:
        # exact binary ties at some decimal: k/2^m
        v = rng.integers(-4000, 4000, n) / 2.0 ** rng.integers(0, 12, n)
        why = "dyadic ties"
    elif kind == 5:
        v, why = [random_bits_double() for _ in range(n)], "random bit patterns"
    elif kind == 6:
        v = scaled_normals(n)
        mask = rng.random(n)
        v[mask < 0.2] = np.nan
        v[(mask >= 0.2) & (mask < 0.3)] = np.inf
        v[(mask >= 0.3) & (mask < 0.4)] = -np.inf
        why = "nan/inf mix"
    elif kind == 7:
        v = rng.choice([np.nan, np.inf, -np.inf, 0.0, -0.0], n)
        why = "non-finite and zeros"
    else:
        # magnitudes spread across the exp-format thresholds
        v = rng.standard_normal(n) * 10.0 ** rng.integers(-8, 12, n)
        why = "mixed magnitudes"
    add_str(v, why)

# single values of every size, each alone and with a partner forcing exp format
for _ in range(800):
    x = random_bits_double() if rng.random() < 0.5 else float(rng.standard_normal() * 10.0 ** rng.integers(-5, 9))
    add_str([x], "single")
for k in range(-1074, 1024, 7):
    add_str([2.0 ** k], "power of two")
    add_str([2.0 ** k, 3.0], "power of two with partner")

# subnormals and every exponent. In scientific notation numpy prints every
# element with the array's common number of fractional digits, taken from the
# value's exact digits: 5e-324 beside 1.5 is "4.9e-324", not "5.0e-324".
SMALLEST_NORMAL = from_fields(0, 1, 0)
LARGEST_SUBNORMAL = from_fields(0, 0, 2**52 - 1)
EDGES = [5e-324, 1e-323, 1.5e-323, 2e-323, 2.5e-323, 1.322682e-317, LARGEST_SUBNORMAL,
         SMALLEST_NORMAL, np.nextafter(SMALLEST_NORMAL, 1.0), from_fields(0, 1, 2**52 - 1),
         from_fields(0, 2, 0), 7.133383156639338e-300, 1e-310, 2.2250738585072014e-308,
         np.finfo(np.float64).max, np.nextafter(np.finfo(np.float64).max, 0.0), 2.0**-1074 * 3,
         2.0**-1074 * 7, 2.0**-1074 * 1023, 2.0**-1074 * 2**20, 1e-4, np.nextafter(1e-4, 0.0),
         1e8, np.nextafter(1e8, 0.0), 1.0, np.nextafter(1.0, 0.0), np.nextafter(1.0, 2.0)]
# Partners that leave 0, 1, 2, 3, 4, 5, 8 and 8 fractional digits in exp format.
PARTNERS = [1.0, 1.5, 1.25, 1.125, 1.0625, 1.03125, 1.23456789, np.pi]
add_str([5e-324, 1.5], "issue 13 subnormal")
add_str([1.322682e-317, 7.133383156639338e-300], "issue 13 subnormal")
for x in EDGES:
    for s in (1.0, -1.0):
        add_str([s * x], "edge")
        for partner in PARTNERS:
            add_str([s * x, partner], "edge with partner")
            add_str([partner * 1e-300, s * x, -partner], "edge between partners")
for bits in range(1, 53):
    for _ in range(6):
        x = random_subnormal(bits)
        add_str([x], "subnormal, %d bits" % bits)
        add_str([x, PARTNERS[int(rng.integers(0, len(PARTNERS)))]], "subnormal with partner")
    add_str([random_subnormal(int(rng.integers(1, 53))) for _ in range(int(rng.integers(2, 12)))],
            "subnormals")
# Every exponent field from 0 (zero and subnormals) to 2046, alone, beside a
# partner of random precision, and among random doubles.
for exponent in range(0, 2047):
    x = random_bits_double(exponent)
    add_str([x], "exponent field %d" % exponent)
    add_str([x, PARTNERS[int(rng.integers(0, len(PARTNERS)))]], "exponent field %d with partner" % exponent)
for _ in range(400):
    add_str([random_bits_double() for _ in range(int(rng.integers(1, 9)))], "random bit patterns")

# long rows: line wrapping, and summarisation above 1000 elements
for n in (20, 30, 50, 75, 100, 200, 333, 999, 1000, 1001, 1500, 5000):
    add_str(scaled_normals(n), "long row %d" % n)
    add_str(np.round(scaled_normals(n), 2), "long rounded row %d" % n)
add_str(np.concatenate([[np.nan], np.ones(1200), [-np.inf]]), "summarised with non-finite")
add_str(np.concatenate([[1e-9], np.ones(1200), [5.0]]), "summarised: hidden items ignored")

# ------------------------------------------------------------------ format_fixed
for x in (0.0, -0.0, -1e-9, -0.0004, 0.125, 0.375, 2.5, 3.5, -2.5, 1e300, 5e-324,
          float("nan"), float("-nan"), float("inf"), float("-inf"), 2.675, 1.005):
    for d in (0, 1, 2, 3, 4, 8):
        add_fixed(x, d, "fixed special")
for _ in range(1500):
    r = rng.random()
    if r < 0.3:
        x = float(rng.standard_normal() * 10.0 ** rng.integers(-6, 8))
    elif r < 0.6:
        x = float(rng.integers(-100000, 100000) / 2.0 ** rng.integers(0, 16))
    elif r < 0.8:
        x = float(-abs(rng.standard_normal()) * 10.0 ** -int(rng.integers(2, 10)))
    else:
        x = random_bits_double()
    add_fixed(x, int(rng.integers(0, 18)), "fixed random")

# ------------------------------------------------------------------ round
for d in range(0, 12):
    add_round([0.125, 0.375, 2.675, 1.005, -0.5, 0.5, 1.5, 2.5, -0.001, -0.0, 1e300, -1e-300,
               float("nan"), float("inf"), 123456.785], d, "round special")
for _ in range(600):
    d = int(rng.integers(0, 12))
    v = np.concatenate([scaled_normals(8), rng.integers(-4000, 4000, 8) / 2.0 ** rng.integers(0, 12, 8),
                        [random_bits_double() for _ in range(2)]])
    add_round(v, d, "round random")

# ------------------------------------------------------------------ pairwise sum
for n in range(0, 1001):
    v = rng.standard_normal(n) * 10.0 ** rng.integers(-3, 4, n)
    add_sum(v, "sum n=%d" % n)
for n in (0, 1, 2, 7, 8, 9, 16, 129, 300):
    add_sum([-0.0] * n, "sum of -0.0 n=%d" % n)
    add_sum([0.0] * n, "sum of +0.0 n=%d" % n)
for n in (8191, 8192, 8193, 9000, 16385, 30000):
    add_sum(rng.standard_normal(n) * 10.0 ** rng.integers(-3, 4, n), "long sum n=%d" % n)

# ------------------------------------------------------------------ format_str
for s in ("", "a", "query", "ключ", "attention σ", "日本語", "e\u0301", "😀x"):
    for w in (0, 1, 3, 6, 10, 16):
        add_pad(s, w, "pad")


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    stdin = "".join(line + "\n" for _, line, _, _ in cases)
    proc = subprocess.run(sys.argv[1:], input=stdin.encode("utf-8"), stdout=subprocess.PIPE, check=False)
    outputs = proc.stdout.decode("utf-8").splitlines()
    if proc.returncode != 0 or len(outputs) != len(cases):
        print("CLI exited %d with %d lines for %d cases" % (proc.returncode, len(outputs), len(cases)))
    passed = failed = 0
    shown = 0
    per_kind = {}
    for i, (kind, line, expected, why) in enumerate(cases):
        got = json.loads(outputs[i]) if i < len(outputs) else None
        ok = got == expected
        passed += ok
        failed += not ok
        stats = per_kind.setdefault(kind, [0, 0])
        stats[0 if ok else 1] += 1
        if not ok and shown < 5:
            shown += 1
            print("MISMATCH (%s, %s)\n  input:    %s\n  expected: %r\n  got:      %r"
                  % (kind, why, line[:200], expected, got))
    for kind, (p, f) in sorted(per_kind.items()):
        print("  %-6s %5d passed, %d failed" % (kind, p, f))
    print("AM_TEST_SEED=%d: %d passed, %d failed" % (SEED, passed, failed))
    return 0 if failed == 0 and proc.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
