"""Turns the benchmark's JSON lines into the table, the target check and the plot.

Usage: /usr/bin/python3 tests/bench/report.py RESULTS_DIR PNG_PATH
Reads RESULTS_DIR/*.jsonl, prints the markdown (also written to
RESULTS_DIR/benchmark.md) and writes the PNG with matplotlib.
"""
import glob
import json
import os
import sys

D = 64
ENGINES = [("native", "native C++"), ("native_sse128", "native, 128-bit SSE"), ("wasm", "our wasm"), ("tfjs", "tfjs-wasm"), ("numpy", "numpy"), ("js", "JS loops")]


def flops(heads, n):
    """Two products (2·n·n·d each) plus about 5 operations per score (scale, max, subtract, exp, divide)."""
    return heads * (4 * n * n * D + 5 * n * n)


def load(results_dir):
    records = []
    for path in sorted(glob.glob(os.path.join(results_dir, "*.jsonl"))):
        with open(path) as f:
            records += [json.loads(line) for line in f if line.startswith("{")]
    return records


def fmt_time(seconds):
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.2f} s"


def timing_table(times, sizes, heads):
    lines = [f"#### {heads} head{'s' if heads > 1 else ''}, d_k = {D}: median time · GFLOP/s · × native time", "",
             "| n | dtype | " + " | ".join(label for _, label in ENGINES) + " |",
             "|---:|---|" + "---:|" * len(ENGINES)]
    for n in sizes:
        for dtype in ("float32", "float64"):
            native = times.get(("native", dtype, heads, n))
            cells = []
            for engine, _ in ENGINES:
                t = times.get((engine, dtype, heads, n))
                if t is None:
                    cells.append("no f64" if engine == "tfjs" and dtype == "float64" else "—")
                    continue
                cell = f"{fmt_time(t)} · {flops(heads, n) / t / 1e9:.2f}"
                if native and engine != "native":
                    cell += f" · {t / native:.1f}×"
                cells.append(cell)
            lines.append(f"| {n} | {dtype[5:] and 'f' + dtype[5:]} | " + " | ".join(cells) + " |")
    return lines


def main():
    results_dir, png = sys.argv[1], sys.argv[2]
    records = load(results_dir)
    times = {(r["engine"], r["dtype"], r["heads"], r["n"]): r["median_s"] for r in records if "engine" in r}
    sizes = sorted({r["n"] for r in records if r.get("engine") == "wasm"})
    out = []
    for heads in (1, 12):
        out += timing_table(times, sizes, heads) + [""]
    out += ["— : not run (plain JS loops take about 13 s per call at n = 2048 with 12 heads). "
            "TensorFlow.js has no float64 dtype.", ""]

    overhead = {r["dtype"]: r for r in records if "overhead" in r}
    out += ["#### Embind call overhead: a whole n = 4 attention through `fastAttention`", "",
            "| dtype | µs per call | calls per second |", "|---|---:|---:|"]
    for dtype, r in sorted(overhead.items()):
        out.append(f"| {dtype} | {r['us_per_call']:.2f} | {r['calls_per_s']:,.0f} |")
    copies = [r for r in records if r.get("copy")]
    out += ["", "#### Copying a result out of wasm memory (one `slice()`)", "",
            "| n | dtype | output n × 64 | weights n × n |", "|---:|---|---:|---:|"]
    for r in sorted(copies, key=lambda r: (r["n"], r["dtype"])):
        out.append(f"| {r['n']} | {r['dtype']} | {fmt_time(r['output_s'])} | {fmt_time(r['weights_s'])} |")
    memory = [r for r in records if r.get("memory")]
    out += ["", "#### Peak wasm memory (fresh module, one call; memory starts at 16 MiB)", "",
            "| n | heads | dtype | path | peak | that call |", "|---:|---:|---|---|---:|---:|"]
    for r in sorted(memory, key=lambda r: (r["n"], r["heads"], r["dtype"])):
        out.append(f"| {r['n']} | {r['heads']} | {r['dtype']} | {r['path']} | {r['peak_bytes'] / 2**20:.1f} MiB | "
                   f"{fmt_time(r['first_call_s'])} |")
    for r in records:
        if r.get("engine") == "native" and r["n"] not in sizes:
            out.append(f"\nNative, n = {r['n']}, {r['dtype']}, {r['path']} path: {fmt_time(r['median_s'])} per call (median).")

    out += ["", "#### Targets", ""] + targets(times, sizes, overhead, memory)
    text = "\n".join(out) + "\n"
    with open(os.path.join(results_dir, "benchmark.md"), "w") as f:
        f.write(text)
    print(text)
    plot(times, sizes, png)


def targets(times, sizes, overhead, memory):
    lines = []

    def verdict(ok):
        return "**met**" if ok else "**not met**"

    wasm, tfjs, native = (times.get((e, "float32", 1, 1024)) for e in ("wasm", "tfjs", "native"))
    if wasm and tfjs:
        lines.append(f"- f32, n = 1024, one head, faster than tfjs-wasm: {verdict(wasm < tfjs)} "
                     f"({fmt_time(wasm)} vs {fmt_time(tfjs)}, {tfjs / wasm:.1f}× faster)")
    if wasm and native:
        lines.append(f"- f32, n = 1024, one head, within 3× of native: {verdict(wasm <= 3 * native)} "
                     f"({wasm / native:.2f}× native's time)")
    ratios = [(times[("js", d, h, n)] / times[("wasm", d, h, n)], d, h, n) for (e, d, h, n) in times
              if e == "js" and n >= 64 and ("wasm", d, h, n) in times]
    if ratios:
        worst = min(ratios)
        lines.append(f"- ≥ 10× faster than plain JS loops at n ≥ 64: {verdict(worst[0] >= 10)} "
                     f"(smallest speed-up {worst[0]:.1f}×, at n = {worst[3]}, {worst[2]} head(s), {worst[1]})")
    for dtype, r in sorted(overhead.items()):
        lines.append(f"- an n = 4 call through Embind under 5 µs ({dtype}): {verdict(r['us_per_call'] < 5)} "
                     f"({r['us_per_call']:.2f} µs)")
    for r in memory:
        if r["n"] >= 16384:
            lines.append(f"- n = {r['n']}, d_k = 64 ({r['dtype']}, {r['path']}) under 64 MB of wasm memory: "
                         f"{verdict(r['peak_bytes'] < 64e6)} ({r['peak_bytes'] / 1e6:.1f} MB)")
    return lines


def plot(times, sizes, png):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(2, 2, figsize=(10, 7.5), sharex=True)
    styles = {"native": "k-o", "native_sse128": "k:.", "wasm": "C0-o", "tfjs": "C1-s", "numpy": "C2-^", "js": "C3-v"}
    for row, dtype in enumerate(("float32", "float64")):
        for col, heads in enumerate((1, 12)):
            ax = axes[row][col]
            for engine, label in ENGINES:
                points = [(n, times[(engine, dtype, heads, n)]) for n in sizes if (engine, dtype, heads, n) in times]
                if points:
                    xs, ys = zip(*points)
                    ax.plot(xs, [y * 1e3 for y in ys], styles[engine], label=label, markersize=4)
            ax.set_xscale("log", base=2)
            ax.set_xticks(sizes)
            ax.set_xticklabels([str(n) for n in sizes])
            ax.set_yscale("log")
            ax.set_title(f"{dtype}, {heads} head{'s' if heads > 1 else ''}, d_k = {D}")
            ax.grid(True, which="major", alpha=0.3)
            if col == 0:
                ax.set_ylabel("median time per call (ms, CPU)")
            if row == 1:
                ax.set_xlabel("sequence length n")
    axes[0][0].legend(loc="upper left", fontsize=8)
    fig.suptitle("softmax(QKᵀ/√d_k)·V, one core: lower is faster")
    fig.tight_layout()
    os.makedirs(os.path.dirname(png), exist_ok=True)
    fig.savefig(png, dpi=110)


if __name__ == "__main__":
    main()
