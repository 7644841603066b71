// What the oracle tests share: reproducible random cases and a loud account
// of what the oracle's last bits depend on.
//
// Cases come from a fixed seed per test file, so CI is reproducible. Set
// AM_TEST_SEED=<integer> to draw another set; every test prints the seed it used.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PYTHON = '/usr/bin/python3';

export function testSeed(defaultSeed) {
  const given = process.env.AM_TEST_SEED;
  const seed = given === undefined || given === '' ? defaultSeed : Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`AM_TEST_SEED must be an integer, got ${given}`);
  console.log(`AM_TEST_SEED=${seed}${given ? ' (from the environment)' : ' (the default)'}`);
  return seed;
}

// mulberry32: a small generator of uniform numbers in [0, 1) from a 32-bit seed.
export function generator(seed) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  random.integer = (low, high) => low + Math.floor(random() * (high - low + 1));
  random.pick = (items) => items[Math.floor(random() * items.length)];
  return random;
}

// numpy's version, BLAS and CPU dispatch (tests/parity/numpy_environment.py),
// printed, with a WARNING line for each way this machine breaks bit-exactness.
export function numpyEnvironment() {
  const env = JSON.parse(execFileSync(PYTHON, [path.join(here, 'numpy_environment.py')], { encoding: 'utf8' }));
  console.log(`numpy ${env.numpy}, BLAS ${env.blas.join(', ') || 'none loaded'}, ` +
              `CPU FMA ${env.cpu_fma}, numpy AVX512F ${env.numpy_avx512f}`);
  for (const warning of env.warnings) console.log(`WARNING: ${warning}`);
  return env;
}
