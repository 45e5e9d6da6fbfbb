#!/usr/bin/env python3
"""wavefront.py - random in-place stencils with a time loop, for the
wavefront and sync-loop passes, run on the OpenCL device.

Each program updates one array in place, A[i][j] (or A[i][j][k]) from a
random set of neighbours at distance up to 2 (some of this sweep's, some
of the last's), over a random sub-rectangle, T times; float or double.
reschedule makes a wavefront of it where isl finds one, wavefront tiles
it, map-gpu and sync-loop run the tiles.  For each program:
- the automatic pipeline (--emit=opencl) must give a program whose kernels
  run and match the original (tests/opencl/opencl-compare.sh, outputs
  poisoned, every region "transformed") at three sizes, the smallest with
  no interior point;
- its saved recipe with random tile sizes (2 to 24) must do the same or
  be refused with a located error;
- the same recipe up to the wavefront step with --emit=c must print the
  same dump as the original program, bit for bit (the nest keeps each
  element's updates in order).
The last line reads "wavefront: N ok, M refused, K failed" (a program
without a wavefront after the automatic pipeline counts as ok when it
matches, and is reported with -v); the exit status is 1 when some check
failed.

usage: wavefront.py --tilec TILEC [--count N] [--seed S] [--work DIR] [-v]
"""
import os
import random
import re
import shutil
import sys

from common import DUMP_H, compare, done, options, run, work_dir

MAX = 48


def program(rng):
    """C text of one random stencil program and its dimensions."""
    dims = 3 if rng.random() < 0.2 else 2
    ty = rng.choice(['float', 'double'])
    offs = set()
    while len(offs) < rng.randint(2, 7):
        offs.add(tuple(rng.randint(-2, 2) for _ in range(dims)))
    if rng.random() < 0.7:
        offs.add((0,) * dims)
    radius = max(max(abs(x) for x in o) for o in offs)
    idx = 'ijk'[:dims]
    terms = []
    for o in sorted(offs):
        sub = ''.join('[%s%s]' % (v, '' if d == 0 else ' %+d' % d) for v, d in zip(idx, o))
        coef = rng.choice(['0.125', '0.25', '0.5', '0.0625'])
        terms.append('%s%s * A%s' % (coef, 'f' if ty == 'float' else '', sub))
    lo = [radius + rng.randint(0, 1) for _ in range(dims)]
    hi = [radius + rng.randint(0, 1) for _ in range(dims)]
    ext = ['n', 'm', 'n'][:dims]
    loops = ''
    ind = '  '
    loops += ind + 'for (int t = 0; t < tsteps; t++)\n'
    for d in range(dims):
        ind += '  '
        loops += ind + 'for (int %s = %d; %s < %s - %d; %s++)\n' % (idx[d], lo[d], idx[d], ext[d],
                                                                   hi[d], idx[d])
    lhs = 'A' + ''.join('[%s]' % v for v in idx)
    loops += ind + '  %s = %s;\n' % (lhs, ' + '.join(terms))
    decl = 'A' + ''.join('[MAX]' for _ in range(dims))
    size = ' * '.join(['MAX'] * dims)
    init_idx = ''.join('[i%d]' % d for d in range(dims))
    init_loops = ''.join('  ' * (d + 1) + 'for (int i%d = 0; i%d < MAX; i%d++)\n' % (d, d, d)
                         for d in range(dims))
    seed = rng.randint(3, 97)
    text = '''/* random in-place stencil (tests/fuzz/wavefront.py) */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define MAX %(MAX)d

void stencil(int tsteps, int n, int m, %(ty)s %(decl)s) {
%(loops)s}

static %(ty)s %(decl)s;

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10;
  int m = argc > 2 ? atoi(argv[2]) : n;
  int tsteps = argc > 3 ? atoi(argv[3]) : 2;
  if (n < 0 || n > MAX || m < 0 || m > MAX)
    return 1;
%(init_loops)s%(pad)sA%(init_idx)s = (%(ty)s)((%(sum)s) %% %(seed)d) / %(seed)d;
  stencil(tsteps, n, m, A);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\\n");
  dump_%(dump)s("A", %(size)s, (%(ty)s *)A);
  fprintf(stderr, "==END   DUMP_ARRAYS==\\n");
  return 0;
}
''' % dict(MAX=MAX, ty=ty, decl=decl, loops=loops, init_loops=init_loops,
           pad='  ' * (dims + 1), init_idx=init_idx,
           sum=' + '.join('%d * i%d' % (rng.randint(1, 9), d) for d in range(dims)), seed=seed,
           dump='floats' if ty == 'float' else 'doubles', size=size)
    return text, dims


def main():
    args = options(10)
    tilec = args.tilec
    rng = random.Random(args.seed)
    work = work_dir(args, 'wavefront')
    shutil.copy(DUMP_H, work)
    ok = refused = failed = 0
    for n in range(args.count):
        text, dims = program(rng)
        src = os.path.join(work, 'w%d.c' % n)
        with open(src, 'w') as f:
            f.write(text)
        big = rng.randint(9, MAX)
        sizes = ['2 2 1', '%d %d %d' % (rng.randint(3, 12), rng.randint(3, 12), rng.randint(1, 4)),
                 '%d %d %d' % (big, rng.randint(5, MAX), rng.randint(2, 9))]
        name = 'program %d (%s)' % (n, src)
        recipe = os.path.join(work, 'w%d.recipe' % n)
        t = run([tilec, '--emit=opencl', '--function=stencil', '--save-recipe=' + recipe, src, '-o',
                 os.path.join(work, 'w%d.ocl.c' % n)])
        if t.returncode != 0:
            failed += 1
            print('FAIL: %s: tilec exit %d: %s' % (name, t.returncode, t.stderr.strip()[:2000]))
            continue
        steps = open(recipe).read()
        waved = 'wavefront ' in steps
        if args.v and not waved:
            print('no wavefront: %s:\n%s' % (name, steps))
        checks = [('automatic', None)]
        if waved:
            rand = re.sub(r'^(wavefront \S+) (\S+)$',
                          lambda mm: '%s %s' % (mm.group(1), ','.join(
                              str(rng.randint(2, 24)) for _ in mm.group(2).split(','))),
                          steps, flags=re.M)
            rpath = os.path.join(work, 'w%d.rand.recipe' % n)
            with open(rpath, 'w') as f:
                f.write(rand)
            checks.append(('random sizes', rpath))
            host = rand.split('map-gpu')[0]
            hpath = os.path.join(work, 'w%d.host.recipe' % n)
            with open(hpath, 'w') as f:
                f.write(host)
        bad = False
        for what, rp in checks:
            tilec_args = ['--function=stencil']
            if rp:
                tilec_args.append('--recipe=' + rp)
                pre = run([tilec, '--emit=opencl', '--function=stencil', '--recipe=' + rp, src,
                           '-o', os.path.join(work, 'w%d.r.ocl.c' % n)])
                if pre.returncode == 1 and re.search(re.escape(rp) + r':\d+:1: error: ', pre.stderr):
                    refused += 1
                    if args.v:
                        print('refused: %s, %s: %s' % (name, what, pre.stderr.splitlines()[0]))
                    continue
            c = compare(args, os.path.join(work, 'c%d_%d' % (n, len(what))), src, sizes, tilec_args)
            if c.returncode != 0:
                bad = True
                print('FAIL: %s, %s:\n%s%s' % (name, what, c.stdout[-3000:], c.stderr[-2000:]))
        if waved and not bad:
            # The host C of the wavefront nest: the same dump, bit for bit.
            exe = os.path.join(work, 'w%d' % n)
            hc = os.path.join(work, 'w%d.host.c' % n)
            h = run([tilec, '--emit=c', '--function=stencil', '--recipe=' + hpath, src, '-o', hc])
            if h.returncode == 0:
                for prog, out in ((src, exe + '.orig'), (hc, exe + '.host')):
                    b = run(['gcc', '-O1', '-ffp-contract=off', '-I', work, prog, '-o', out])
                    if b.returncode != 0:
                        bad = True
                        print('FAIL: %s: gcc: %s' % (name, b.stderr[:2000]))
                for s in sizes if not bad else []:
                    a = run([exe + '.orig'] + s.split()).stderr
                    b = run([exe + '.host'] + s.split()).stderr
                    if a != b:
                        bad = True
                        print('FAIL: %s: --emit=c of the wavefront nest differs at %s' % (name, s))
            elif not (h.returncode == 1 and re.search(re.escape(hpath) + r':\d+:1: error: ',
                                                      h.stderr)):
                bad = True
                print('FAIL: %s: --emit=c: exit %d: %s' % (name, h.returncode, h.stderr[:2000]))
        if bad:
            failed += 1
        else:
            ok += 1
            if args.v:
                print('ok: %s%s' % (name, '' if waved else ' (no wavefront)'))
    done(args, work)
    print('wavefront: %d ok, %d refused, %d failed' % (ok, refused, failed))
    return 1 if failed or not ok else 0


if __name__ == '__main__':
    sys.exit(main())
