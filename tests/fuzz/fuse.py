#!/usr/bin/env python3
"""fuse.py - random adjacent loop nests over one band, for the automatic
pipeline's fusion of nests (passes/manager.c, fuse_nests) and
scalar-replace's statement before a reduction loop, run on the OpenCL
device.

Each program has two or three adjacent nests over i (and j): 1-D or 2-D,
each a statement that reads and writes elements of three arrays at
offsets -1, 0 or +1 from (i, j), some with a reduction loop k inside
(X[i][j] += Y[i][k] * Z[k][j]) after a statement on the same element
(X[i][j] *= s, = 0, += Y[i][j]); float or double.  Some pairs may be
fused (every dependence between them in the same iteration), others not
(a dependence across iterations, bands of different depth).  For each
program the automatic pipeline (--emit=opencl) must give a program whose
kernels run and match the original (tests/opencl/opencl-compare.sh,
outputs poisoned, every region "transformed") at three sizes, the
smallest 1.

A program whose region gets no GPU kernel (tilec says so in a warning: no
loop is parallel) counts as on the host.  The last line reads "fuse: N ok
(F fused), H on the host, K failed"; the exit status is 1 when some check
failed.

usage: fuse.py --tilec TILEC [--count N] [--seed S] [--work DIR] [-v]
"""
import os
import random
import shutil

from common import DUMP_H, compare, done, options, run, work_dir

MAX = 40
ARRAYS = 'ABC'


def ref(rng, name, dims, iters=('i', 'j')):
    """An element of NAME at a random offset from the iterators."""
    subs = []
    for d in range(2):
        v = iters[d] if d < dims else '1'
        off = rng.choice([-1, 0, 0, 0, 1]) if d < dims else 0
        subs.append('[%s%s]' % (v, '' if off == 0 else ' %+d' % off))
    return name + ''.join(subs)


def nest(rng, ty):
    """One nest: its C text (inside the function)."""
    dims = rng.choice([1, 2, 2])
    lhs = rng.choice(ARRAYS)
    others = [a for a in ARRAYS if a != lhs]
    one = '1.0f' if ty == 'float' else '1.0'
    head = '  for (int i = 1; i < n; i++)\n'
    ind = '    '
    if dims == 2:
        head += '    for (int j = 1; j < m; j++)\n'
        ind = '      '
    target = lhs + '[i][%s]' % ('j' if dims == 2 else '1')
    if dims == 2 and rng.random() < 0.5:
        # A statement on the element, then a reduction into it.
        a, b = rng.sample(others, 2)
        pre = rng.choice(['%s *= 0.5' % target, '%s = 0' % target,
                          '%s += %s' % (target, ref(rng, a, dims))])
        body = ('%s{\n%s  %s;\n%s  for (int k = 1; k < m; k++)\n%s    %s += %s[i][k] * %s[k][j];\n'
                '%s}\n' % (ind, ind, pre, ind, ind, target, a, b, ind))
        return head + body
    terms = [ref(rng, rng.choice(ARRAYS), dims) for _ in range(rng.randint(1, 3))]
    op = rng.choice(['=', '+='])
    return head + '%s%s %s %s * 0.5%s + %s;\n' % (ind, target, op, terms[0], 'f' if ty == 'float' else '',
                                                 ' + '.join(terms[1:] or [one]))


def program(rng):
    """C text of one random program and its element type."""
    ty = rng.choice(['float', 'double'])
    nests = ''.join(nest(rng, ty) for _ in range(rng.randint(2, 3)))
    decl = ', '.join('%s %s[MAX][MAX]' % (ty, a) for a in ARRAYS)
    seeds = [rng.randint(3, 31) for _ in ARRAYS]
    init = ''.join('      %s[i][j] = (%s)((i * %d + j * %d) %% %d) / %d;\n'
                   % (a, ty, rng.randint(1, 9), rng.randint(1, 9), s, s) for a, s in zip(ARRAYS, seeds))
    dump = 'floats' if ty == 'float' else 'doubles'
    dumps = ''.join('  dump_%s("%s", MAX * MAX, (%s *)%s);\n' % (dump, a, ty, a) for a in ARRAYS)
    return '''/* random adjacent nests (tests/fuzz/fuse.py) */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define MAX %(MAX)d

void nests(int n, int m, %(decl)s) {
%(nests)s}

static %(ty)s %(arrays)s;

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10;
  int m = argc > 2 ? atoi(argv[2]) : n;
  if (n < 0 || n > MAX - 1 || m < 0 || m > MAX - 1)
    return 1;
  for (int i = 0; i < MAX; i++)
    for (int j = 0; j < MAX; j++) {
%(init)s    }
  nests(n, m, %(names)s);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\\n");
%(dumps)s  fprintf(stderr, "==END   DUMP_ARRAYS==\\n");
  return 0;
}
''' % dict(MAX=MAX, decl=decl, nests=nests, ty=ty,
           arrays=', '.join('%s[MAX][MAX]' % a for a in ARRAYS), init=init,
           names=', '.join(ARRAYS), dumps=dumps), ty


def main():
    args = options(10)
    tilec = args.tilec
    rng = random.Random(args.seed)
    work = work_dir(args, 'fuse')
    shutil.copy(DUMP_H, work)
    ok = fused = host = failed = 0
    for n in range(args.count):
        src = os.path.join(work, 'f%d.c' % n)
        text, ty = program(rng)
        with open(src, 'w') as f:
            f.write(text)
        name = 'program %d (%s)' % (n, src)
        t = run([tilec, '--emit=opencl', '--function=nests', '--remarks', src, '-o',
                 os.path.join(work, 'f%d.ocl.c' % n)])
        if t.returncode != 0:
            failed += 1
            print('FAIL: %s: tilec exit %d: %s' % (name, t.returncode, t.stderr.strip()[-2000:]))
            continue
        if 'warning: no GPU kernel generated' in t.stderr:
            host += 1  # no parallel loop (said in a warning): nothing to fuse or run
            if args.v:
                print('%s: no GPU kernel' % name)
            continue
        did = 'remark: fused loop' in t.stderr or 'works on register' in t.stderr
        fused += did
        if args.v:
            print('%s: %s' % (name, 'fused' if did else 'not fused'))
        sizes = ['1 1', '%d %d' % (rng.randint(2, 9), rng.randint(2, 9)),
                 '%d %d' % (rng.randint(10, MAX - 1), rng.randint(10, MAX - 1))]
        c = compare(args, os.path.join(work, 'c%d' % n), src, sizes, ['--function=nests'],
                    ['--tol', '1e-5' if ty == 'float' else '1e-10'])
        if c.returncode != 0:
            failed += 1
            print('FAIL: %s:\n%s%s' % (name, c.stdout[-3000:], c.stderr[-2000:]))
        else:
            ok += 1
    done(args, work)
    print('fuse: %d ok (%d fused), %d on the host, %d failed' % (ok, fused, host, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    raise SystemExit(main())
