#!/usr/bin/python3
"""The native walkthrough against two oracles we did not write.

1. The seed's own numpy listing: for every (seed, d_k, d_v) in
   fixtures/seed_listing.json, the CLI's transcript must equal, byte for byte,
   what the listing printed. Where the seed text is present, a few cases are
   also rerun live (seed_listing.py), so a stale fixture shows up.
2. numpy running our own script: the CLI's generated Python, run by Debian's
   numpy, must print the CLI's transcript (fixture cases and random ones).

Usage: /usr/bin/python3 native_walkthrough_parity.py path/to/walkthrough_cli [runner args...]
Random cases come from AM_TEST_SEED (default 20240613), printed for replay.
"""
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import seed_listing  # noqa: E402

SEED = int(os.environ.get("AM_TEST_SEED", "20240613"))


def cli(command, what, seed, d_k, d_v):
    return subprocess.run(command + [what, str(seed), str(d_k), str(d_v)], check=True,
                          stdout=subprocess.PIPE).stdout.decode("utf-8")


def run_scripts(scripts):
    """stdout of each script, all run by numpy in one process (run_scripts.py)."""
    with tempfile.TemporaryDirectory() as directory:
        paths = []
        for i, text in enumerate(scripts):
            path = Path(directory) / f"case_{i}.py"
            path.write_text(text, encoding="utf-8")
            paths.append(str(path))
        reply = subprocess.run([seed_listing.PYTHON, str(HERE / "run_scripts.py")],
                               input=json.dumps({"scripts": paths}).encode("utf-8"),
                               stdout=subprocess.PIPE, check=True)
    return [run["stdout"] for run in json.loads(reply.stdout)["scripts"]]


def first_difference(a, b):
    for number, (x, y) in enumerate(zip(a.splitlines(), b.splitlines()), 1):
        if x != y:
            return f"line {number}:\n      ours:   {x!r}\n      oracle: {y!r}"
    return "lengths differ (%d vs %d lines)" % (len(a.splitlines()), len(b.splitlines()))


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    command = sys.argv[1:]
    env = json.loads(subprocess.run([seed_listing.PYTHON, str(HERE / "numpy_environment.py")],
                                    stdout=subprocess.PIPE, check=True).stdout)
    print(f"AM_TEST_SEED={SEED}; numpy {env['numpy']}, BLAS {env['blas']}, "
          f"CPU FMA {env['cpu_fma']}, numpy AVX512F {env['numpy_avx512f']}")
    for warning in env["warnings"]:
        print(f"WARNING: {warning}")
    fixtures = json.loads(seed_listing.FIXTURES.read_text(encoding="utf-8"))
    if fixtures["environment"]["numpy_avx512f"] != env["numpy_avx512f"]:
        print("WARNING: the fixtures were printed by numpy with AVX512F=%s, this numpy has %s: "
              "its exp may differ in the last bit (a rounded digit only if a weight sits on a tie)"
              % (fixtures["environment"]["numpy_avx512f"], env["numpy_avx512f"]))

    failures = []
    transcripts = {}

    def ours(case):
        if case not in transcripts:
            transcripts[case] = cli(command, "transcript", *case)
        return transcripts[case]

    # 1. the seed's listing, as recorded
    fixture_cases = [((c["seed"], c["dK"], c["dV"]), c["stdout"]) for c in fixtures["cases"]]
    listing_matches = 0
    for case, printed in fixture_cases:
        if ours(case) == printed:
            listing_matches += 1
        else:
            failures.append(f"seed listing (fixture) seed={case[0]} d_k={case[1]} d_v={case[2]}: "
                            + first_difference(ours(case), printed))
    print(f"seed listing fixtures: {listing_matches} of {len(fixture_cases)} transcripts identical")

    # ... and live, where the seed text is at hand
    rng = random.Random(SEED)
    seed_text = seed_listing.seed_text_path()
    if seed_text is None:
        print("seed text not found (no ../shared/seed/): the fixtures stand in for the live listing")
    else:
        listing = seed_listing.extract_listing(seed_text.read_text(encoding="utf-8"))
        live = [(42, 3, 3), (7, 3, 3)] + rng.sample([c for c, _ in fixture_cases[2:]], 2)
        live.append((rng.randrange(2**32), rng.randint(1, 8), rng.randint(1, 8)))
        recorded = dict(fixture_cases)
        for case in live:
            printed = seed_listing.run(listing, *case)
            if case in recorded and recorded[case] != printed:
                failures.append(f"fixture for {case} is stale: the listing now prints something else "
                                "(rerun tests/parity/seed_listing.py generate)")
            if ours(case) != printed:
                failures.append(f"seed listing (live) {case}: " + first_difference(ours(case), printed))
        print(f"seed listing live from {seed_text}: {len(live)} cases")

    # 2. numpy running our own script
    script_cases = [c for c, _ in fixture_cases] + [(0, 64, 1), (4294967295, 1, 64)]
    script_cases += [(rng.randrange(2**32), rng.randint(1, 64), rng.randint(1, 64)) for _ in range(20)]
    printed = run_scripts([cli(command, "python", *case) for case in script_cases])
    script_matches = 0
    for case, out in zip(script_cases, printed):
        if ours(case) == out:
            script_matches += 1
        else:
            failures.append(f"our script run by numpy {case}: " + first_difference(ours(case), out))
    print(f"our script run by numpy: {script_matches} of {len(script_cases)} transcripts identical")

    for failure in failures[:10]:
        print("MISMATCH " + failure)
    if len(failures) > 10:
        print(f"... and {len(failures) - 10} more")
    print(f"{len(fixture_cases) + len(script_cases) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
