"""The native library against real numpy: for random (seed, d_k, d_v), the
walkthrough CLI's script, run by numpy, must print the CLI's transcript.

Usage: /usr/bin/python3 native_walkthrough_parity.py path/to/walkthrough_cli
"""
import random
import subprocess
import sys
import tempfile


def cli(binary, what, seed, d_k, d_v):
    return subprocess.run([binary, what, str(seed), str(d_k), str(d_v)], check=True,
                          stdout=subprocess.PIPE).stdout.decode("utf-8")


def main():
    binary = sys.argv[1]
    rng = random.Random()
    seed = rng.randrange(2**31)
    print(f"PARITY_SEED={seed}")
    rng.seed(seed)
    cases = [(42, 3, 3), (0, 64, 1), (4294967295, 1, 64)]
    cases += [(rng.randrange(2**32), rng.randint(1, 64), rng.randint(1, 64)) for _ in range(25)]
    failed = 0
    for case in cases:
        with tempfile.NamedTemporaryFile("w", suffix=".py") as script:
            script.write(cli(binary, "python", *case))
            script.flush()
            printed = subprocess.run([sys.executable, script.name], check=True,
                                     stdout=subprocess.PIPE).stdout.decode("utf-8")
        if printed != cli(binary, "transcript", *case):
            failed += 1
            print(f"transcript differs for seed={case[0]} d_k={case[1]} d_v={case[2]}")
    print(f"{len(cases) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
