#!/usr/bin/python3
"""What numpy's last bits depend on here, as JSON on stdout.

Bit-exact parity with numpy holds for one configuration: the reference BLAS
(Debian's default libblas.so.3, plain loops without FMA) and glibc's FMA
variant of log() (chosen on CPUs with FMA). numpy's own exp/log loops also
dispatch on the CPU (AVX512F). Tests print this, and flag anything else loudly
instead of passing or failing for a reason nobody sees.
"""
import json
import sys

import numpy as np


def blas_library():
    """The BLAS shared object numpy really loaded (after one product)."""
    a = np.ones((4, 4))
    _ = a @ a
    with open("/proc/self/maps", encoding="utf-8") as maps:
        paths = {line.split()[-1] for line in maps if "blas" in line.lower() and "/" in line}
    return sorted(paths)


def cpu_flags():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


def describe():
    libraries = blas_library()
    # Debian's reference BLAS is .../blas/libblas.so.3.x; OpenBLAS, BLIS,
    # ATLAS and MKL install theirs in directories named after themselves.
    reference = bool(libraries) and all("/blas/libblas.so" in path for path in libraries)
    features = getattr(np.core._multiarray_umath, "__cpu_features__", {})
    flags = cpu_flags()
    return {
        "numpy": np.__version__,
        "blas": libraries,
        "reference_blas": reference,
        "cpu_fma": "fma" in flags,
        "numpy_avx512f": bool(features.get("AVX512F")),
        "numpy_avx2": bool(features.get("AVX2")),
    }


def warnings_for(env):
    """One loud line per way this machine differs from the one the project's
    bit-exact claims were checked on."""
    out = []
    if not env["reference_blas"]:
        out.append("numpy here uses %s, not the reference BLAS: its products fuse and reorder "
                   "multiply-adds, so bit-exact product checks against it cannot hold "
                   "(update-alternatives --config libblas.so.3-x86_64-linux-gnu)" % (env["blas"] or "no BLAS"))
    if not env["cpu_fma"]:
        out.append("this CPU has no FMA: glibc's log() takes its non-FMA path, so numpy's randn "
                   "(and our port of glibc's FMA log) may differ in the last bit")
    return out


if __name__ == "__main__":
    env = describe()
    env["warnings"] = warnings_for(env)
    json.dump(env, sys.stdout)
    sys.stdout.write("\n")
