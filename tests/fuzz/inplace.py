#!/usr/bin/env python3
"""inplace.py - the inplace pass on random programs: for each program of
tests/fuzz/gen.py (seeds FIRST .. FIRST + COUNT - 1) with a scalar
accumulator declared before its region (gen.py's 'w' blocks: w = e;
for (...) w += ...; X[...] = w % p;), apply 'inplace w LOOP' to the top
loop around it by a recipe (--emit=c), then build and run the result: it
must either print what the original prints, or the step must be refused
with a located error ("RECIPE:1:1: error: cannot keep ...").  Anything
else (a crash, a wrong result, an unlocated error) is a failure.  The
last line reads "inplace: N tried, K ran and matched, R refused, F
failed"; exit status 1 when something failed or nothing ran.

usage: inplace.py --tilec TILEC [--seed FIRST] [--count COUNT] [--cc CC]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def steps_of(src):
    """'inplace wN ITER@LINE' for each 'w' block, LINE the top loop's."""
    lines = src.split('\n')
    steps = []
    for k, line in enumerate(lines):
        m = re.match(r'^\s*(w\d+) = ', line)
        if not m:
            continue
        for j in range(k, -1, -1):
            top = re.match(r'^  for \((?:int |long |unsigned |)(\w+) =', lines[j])
            if top:
                steps.append('inplace %s %s@%d' % (m.group(1), top.group(1), j + 1))
                break
    return steps


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--tilec', required=True)
    ap.add_argument('--seed', type=int, default=20000)
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--cc', default='gcc')
    a = ap.parse_args()
    tilec = os.path.abspath(a.tilec)
    tried = ok = refused = failed = 0
    with tempfile.TemporaryDirectory() as work:
        os.chdir(work)
        for seed in range(a.seed, a.seed + a.count):
            src = subprocess.run([sys.executable, os.path.join(HERE, 'gen.py'), str(seed)],
                                 capture_output=True, text=True).stdout
            steps = steps_of(src)
            if not steps:
                continue
            with open('p.c', 'w') as f:
                f.write(src)
            if subprocess.run([a.cc, '-O0', '-w', 'p.c', '-o', 'orig', '-lm']).returncode:
                continue
            try:
                ref = subprocess.run(['./orig'], capture_output=True, text=True, timeout=30)
            except subprocess.TimeoutExpired:
                continue
            for st in steps:
                with open('r.r', 'w') as f:
                    f.write(st + '\n')
                t = subprocess.run([tilec, '--emit=c', '--recipe=r.r', 'p.c', '-o', 'out.c'],
                                   capture_output=True, text=True, timeout=120)
                if t.returncode == 1 and re.search(r'error: no (loop|region)', t.stderr):
                    continue  # the nest is in no region (a scop elsewhere in the file)
                tried += 1
                if t.returncode == 1 and re.search(r'^r\.r:1:1: error: cannot keep', t.stderr, re.M):
                    refused += 1
                    continue
                what = None
                if t.returncode != 0:
                    what = 'tilec exits with %d: %s' % (t.returncode, t.stderr.strip()[-300:])
                elif subprocess.run([a.cc, '-O0', '-w', 'out.c', '-o', 'new', '-lm']).returncode:
                    what = 'the output does not build'
                else:
                    r = subprocess.run(['./new'], capture_output=True, text=True, timeout=30)
                    if r.stdout != ref.stdout or r.returncode != ref.returncode:
                        what = 'the output prints something else than the original'
                if what:
                    failed += 1
                    print('FAIL seed %d, %s: %s' % (seed, st, what))
                else:
                    ok += 1
    print('inplace: %d tried, %d ran and matched, %d refused, %d failed' %
          (tried, ok, refused, failed))
    return 1 if failed or not ok else 0


if __name__ == '__main__':
    sys.exit(main())
