"""Runs walkthrough scripts through real numpy and reports what they did.

Reads a JSON list of script paths on stdin. Each script runs unchanged (runpy,
as `python3 script.py` would) with its stdout captured; afterwards its arrays
are read from the script's globals. Writes one JSON object per script: the
exact stdout and every array as float.hex() strings, so no digit is lost.
Also answers randn/rand requests for the generator parity test.
"""
import contextlib
import io
import json
import runpy
import sys

import numpy as np

ARRAYS = ["X", "W_Q", "W_K", "W_V", "Q", "K", "V", "scores", "weights", "output"]


def hexes(array):
    return [float(v).hex() for v in np.asarray(array, dtype=np.float64).ravel()]


def run_script(path):
    stdout = io.StringIO()
    with contextlib.redirect_stdout(stdout):
        scope = runpy.run_path(path, run_name="__main__")
    return {"stdout": stdout.getvalue(), "arrays": {name: hexes(scope[name]) for name in ARRAYS}}


def draw(request):
    np.random.seed(request["seed"])
    values = getattr(np.random, request["kind"])(request["rows"], request["cols"])
    return hexes(values)


def main():
    request = json.load(sys.stdin)
    reply = {
        "scripts": [run_script(path) for path in request.get("scripts", [])],
        "draws": [draw(d) for d in request.get("draws", [])],
        "numpy": np.__version__,
    }
    json.dump(reply, sys.stdout)


if __name__ == "__main__":
    main()
