#!/usr/bin/python3
"""The seed's own numpy listing as an oracle for the walkthrough transcript.

The seed text (attention-math-qkv-derivation.txt, outside this repository)
holds a numpy program that prints "The cat sat down" step by step. We never
copy that program into the project: this script finds it in the seed text,
sets its three parameters (the np.random.seed argument, d_k and d_v), runs it
with Debian's numpy and records what it prints.

  seed_listing.py generate [SEED_TEXT]   rewrite fixtures/seed_listing.json
  seed_listing.py run SEED D_K D_V [SEED_TEXT]   print one case live
  seed_listing.py where                  print the seed text's path (exit 3: absent)

The fixtures let the parity tests run where the seed text is absent (a clean
CI clone); where it is present they regenerate a few cases live as well.
"""
import codeop
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures" / "seed_listing.json"
SEED_NAME = "attention-math-qkv-derivation.txt"
PYTHON = "/usr/bin/python3"

# The listing's three knobs, each a top-level line holding one integer literal.
PARAMETERS = {
    "seed": re.compile(r"^(np\.random\.seed\()(\d+)(\))", re.M),
    "d_k": re.compile(r"^(d_k\s*=\s*)(\d+)(\b)", re.M),
    "d_v": re.compile(r"^(d_v\s*=\s*)(\d+)(\b)", re.M),
}


def seed_text_path(explicit=None):
    """The seed text: the argument, $AM_SEED_TEXT, or ../shared/seed/ beside
    the checkout (and /work/shared/seed/ for worktrees); None if absent."""
    candidates = [explicit, os.environ.get("AM_SEED_TEXT"),
                  HERE.parents[2] / "shared" / "seed" / SEED_NAME,
                  Path("/work/shared/seed") / SEED_NAME]
    for candidate in candidates:
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    return None


def extract_listing(text):
    """The numpy program: from its `import numpy` line to the last line that
    still continues valid Python (the prose after it is a syntax error)."""
    lines = text.splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("import numpy as np"))
    end = start + 1
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for j in range(start + 1, len(lines)):
            try:
                codeop.compile_command("".join(lines[start:j + 1]), symbol="exec")
            except (SyntaxError, ValueError, OverflowError):
                break
            end = j + 1
    listing = "".join(lines[start:end]).rstrip() + "\n"
    for name, pattern in PARAMETERS.items():
        found = pattern.findall(listing)
        if len(found) != 1:
            raise SystemExit(f"seed listing: expected one `{name}` parameter line, found {len(found)}")
    return listing


def parameters(listing):
    return {name: int(pattern.search(listing).group(2)) for name, pattern in PARAMETERS.items()}


def with_parameters(listing, seed, d_k, d_v):
    for name, value in (("seed", seed), ("d_k", d_k), ("d_v", d_v)):
        listing = PARAMETERS[name].sub(lambda m, v=value: f"{m.group(1)}{v}{m.group(3)}", listing, count=1)
    return listing


def run(listing, seed, d_k, d_v):
    """What the listing prints for these parameters, run by Debian's numpy."""
    done = subprocess.run([PYTHON, "-"], input=with_parameters(listing, seed, d_k, d_v).encode("utf-8"),
                          stdout=subprocess.PIPE, check=True)
    return done.stdout.decode("utf-8")


def environment():
    """What the printed digits may depend on: numpy, its BLAS, the CPU
    features numpy dispatches on (its exp, for one), and the listing itself."""
    probe = subprocess.run([PYTHON, str(HERE / "numpy_environment.py")], stdout=subprocess.PIPE, check=True)
    return json.loads(probe.stdout)


def fixture_cases():
    """The seed's own example, the seed 7 case from issue 13, the limits, and
    random ones (a fixed generator, so regenerating gives the same cases)."""
    cases = [(42, 3, 3), (7, 3, 3), (0, 1, 1), (4294967295, 64, 64), (1, 64, 1), (2**31, 1, 64)]
    rng = random.Random(13)
    while len(cases) < 120:
        wide = rng.random() < 0.2
        case = (rng.randrange(2**32), rng.randint(1, 64 if wide else 8), rng.randint(1, 64 if wide else 8))
        if case not in cases:
            cases.append(case)
    return cases


def generate(seed_text):
    text = Path(seed_text).read_text(encoding="utf-8")
    listing = extract_listing(text)
    cases = [{"seed": s, "dK": k, "dV": v, "stdout": run(listing, s, k, v)} for s, k, v in fixture_cases()]
    FIXTURES.parent.mkdir(exist_ok=True)
    document = {
        "about": "What the seed's numpy listing prints for each (seed, d_k, d_v); made by "
                 "tests/parity/seed_listing.py generate. Do not edit by hand.",
        "listing_sha256": hashlib.sha256(listing.encode("utf-8")).hexdigest(),
        "listing_parameters": parameters(listing),
        "environment": environment(),
        "cases": cases,
    }
    FIXTURES.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {FIXTURES.relative_to(HERE.parent.parent)}")


def main(argv):
    if len(argv) >= 1 and argv[0] == "generate":
        path = seed_text_path(argv[1] if len(argv) > 1 else None)
        if path is None:
            raise SystemExit("seed text not found: pass its path or set AM_SEED_TEXT")
        generate(path)
        return 0
    if argv[:1] == ["where"]:
        path = seed_text_path()
        print(path or "seed text not found")
        return 0 if path else 3
    if len(argv) >= 4 and argv[0] == "run":
        path = seed_text_path(argv[4] if len(argv) > 4 else None)
        if path is None:
            raise SystemExit("seed text not found: pass its path or set AM_SEED_TEXT")
        listing = extract_listing(path.read_text(encoding="utf-8"))
        sys.stdout.write(run(listing, int(argv[1]), int(argv[2]), int(argv[3])))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
