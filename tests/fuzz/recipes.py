#!/usr/bin/env python3
"""recipes.py - random recipes of GPU steps (map-gpu, map, gpu-tile,
coarsen, strip-mine, promote shared and register, unroll, unswitch,
pipeline, rotate and batch in a kernel), run on the OpenCL device.

For each recipe, on examples/matmul.c (a product) or
tests/opencl/Inputs/conv3.c (a 3 x 3 stencil), at sizes that leave partial
tiles, and now and then also one on tests/Inputs/triangular.c (a product
over a triangle, its reduction loop's bounds using the band) or
tests/Inputs/recurrences.c (sweeps whose iterations pass an element on):
tilec --emit=opencl --recipe must either write a program whose
kernels run and match the original program (tests/opencl/opencl-compare.sh,
outputs poisoned with NaN), or refuse a step with a located error in the
recipe (exit status 1, "RECIPE:LINE:1: error:").  Anything else (a crash, a
wrong result, an unlocated error) is a failure.  The last line reads
"recipes: N ok, M refused, K failed"; the exit status is 1 when some recipe
failed or none ran.

usage: recipes.py --tilec TILEC [--count N] [--seed S] [--work DIR] [-v]
"""
import os
import random
import re
import sys

from common import ROOT, compare, done, options, run, work_dir

MATMUL = os.path.join(ROOT, 'examples', 'matmul.c')
CONV3 = os.path.join(ROOT, 'tests', 'opencl', 'Inputs', 'conv3.c')
TRIANGULAR = os.path.join(ROOT, 'tests', 'Inputs', 'triangular.c')
RECURRENCES = os.path.join(ROOT, 'tests', 'Inputs', 'recurrences.c')
SIZES = [1, 2, 3, 4, 5, 7, 8, 13, 16, 32, 64]


def tile_and_points(rng):
    """A tile size and points per thread that divide it, per loop, with
    at most 1024 threads in the block."""
    while True:
        tiles = [rng.choice(SIZES), rng.choice(SIZES)]
        points = [rng.choice([p for p in range(1, t + 1) if t % p == 0]) for t in tiles]
        if (tiles[0] // points[0]) * (tiles[1] // points[1]) <= 1024:
            return tiles, points


def kernel_steps(rng):
    lines = ['map-gpu i']
    if rng.random() < 0.3:
        lines.append('map i x')
    tiles, points = tile_and_points(rng)
    lines.append('gpu-tile i,j %d,%d' % tuple(tiles))
    mode = rng.choice(['', ' strided', ' contiguous'])
    # (the default where a dimension has a multiple of 4 points: grouped,
    # which draws nothing more, so that a seed's other recipes stay)
    if not mode and any(p % 4 == 0 for p in points):
        mode = ' grouped'
    lines.append('coarsen i,j %d,%d%s' % (points[0], points[1], mode))
    return lines


def matmul_recipe(rng, extra):
    lines = kernel_steps(rng)
    if rng.random() < 0.85:
        lines.append('stripmine k %d' % rng.choice([1, 2, 3, 4, 7, 8, 16, 32]))
        staged = [a for a in ('M', 'N') if rng.random() < 0.7]
        for a in staged:
            lines.append('promote %s k_tile shared' % a)
        if staged and extra.random() < 0.1:
            lines.append('promote %s k_tile shared' % staged[0])  # refused: staged already
        for a in staged:
            if rng.random() < 0.4:
                lines.append('promote %s_tile k register' % a)
        for a in ('M', 'N'):
            if a not in staged and rng.random() < 0.3:
                lines.append('promote %s k register' % a)
        if rng.random() < 0.4:
            lines.append('unswitch k')
        if rng.random() < 0.5:
            lines.append('pipeline k_tile')
    if rng.random() < 0.2:
        lines.append('unroll k %d' % rng.choice([2, 3, 4]))
    return lines


def conv3_recipe(rng):
    lines = kernel_steps(rng)
    if rng.random() < 0.8:
        lines.append('promote in %s shared' % rng.choice(['i_first', 'j_first']))
    return lines


def triangular_recipe(rng):
    """For triangular.c's 'lower': C[i][j] += A[i][k] * B[k][j], k < i.
    Blocks one work-item wide in x and several high are left out: PoCL 3.1
    (Debian 12) runs their stores to C before the loop with barriers twice
    in work-item 0 ('16,8 1,8', '8,3 2,3', '32,2 4,2' all fail; the same
    programs pass with POCL_WORK_GROUP_METHOD=repl, and the kernel
    simulated step by step between its barriers in C matches the CPU)."""
    lines = ['scalar-replace k'] if rng.random() < 0.7 else []
    while True:
        steps = kernel_steps(rng)
        tiles = [int(x) for x in steps[-2].split()[2].split(',')]
        points = [int(x) for x in steps[-1].split()[2].split(',')]
        x = 0 if 'map i x' in steps else 1
        if tiles[x] // points[x] > 1 or tiles[1 - x] // points[1 - x] == 1:
            break
    lines += steps
    if rng.random() < 0.85:
        lines.append('stripmine k %d' % rng.choice([1, 2, 3, 4, 7, 8, 16, 32]))
        for a in ('A', 'B'):
            if rng.random() < 0.7:
                lines.append('promote %s k_tile shared' % a)
        if rng.random() < 0.8:
            lines.append('unswitch k')
        if rng.random() < 0.5:
            lines.append('pipeline k_tile')
    return lines


def recurrences_recipe(rng):
    """For recurrences.c's 'sweeps': a forward and a backward sweep per row."""
    lines = ['map-gpu i']
    for line in (21, 26):
        if rng.random() < 0.7:
            lines.append('rotate j@%d' % line)
        if rng.random() < 0.7:
            lines.append('batch j@%d %d' % (line, rng.choice([1, 2, 3, 5, 8, 9])))
        if rng.random() < 0.2:
            lines.append('unroll j@%d %d' % (line, rng.choice([2, 3])))
    return lines


def main():
    args = options(20)
    rng = random.Random(args.seed)
    extra = random.Random(args.seed + 1000003)  # later additions: RNG's recipes stay as they were
    work = work_dir(args, 'recipes')
    ok = refused = failed = 0
    jobs = []
    for n in range(args.count):
        conv = rng.random() < 0.35
        lines = conv3_recipe(rng) if conv else matmul_recipe(rng, extra)
        source = CONV3 if conv else MATMUL
        jobs.append((lines, source, ['3', '37', '66'] if conv else ['1', '5', '37'], [], True))
        if extra.random() < 0.3:
            tri = extra.random() < 0.5
            jobs.append((triangular_recipe(extra) if tri else recurrences_recipe(extra),
                         TRIANGULAR if tri else RECURRENCES, ['1', '17', '70'] if tri else
                         ['1', '3', '20'], ['--function=lower' if tri else '--function=sweeps'],
                         False))
    for n, (lines, source, sizes, tilec_options, raw) in enumerate(jobs):
        recipe = os.path.join(work, 'r%d.recipe' % n)
        with open(recipe, 'w') as f:
            f.write('\n'.join(lines) + '\n')
        name = '%s recipe %d (%s)' % (os.path.basename(source), n, '; '.join(lines))
        t = run([args.tilec, '--emit=opencl', '--recipe=' + recipe] + tilec_options +
                [source, '-o', os.path.join(work, 'r%d.c' % n)])
        if t.returncode == 1 and re.search(re.escape(recipe) + r':\d+:1: error: ', t.stderr):
            refused += 1
            if args.v:
                print('refused: %s: %s' % (name, t.stderr.splitlines()[0]))
            continue
        if t.returncode != 0:
            failed += 1
            print('FAIL: %s: tilec exit %d: %s' % (name, t.returncode, t.stderr.strip()[:2000]))
            continue
        c = compare(args, os.path.join(work, 'c%d' % n), source, sizes,
                    ['--recipe=' + recipe] + tilec_options, ['--raw'] if raw else [])
        if c.returncode != 0:
            failed += 1
            print('FAIL: %s:\n%s%s' % (name, c.stdout, c.stderr))
            continue
        ok += 1
        if args.v:
            print('ok: %s' % name)
    done(args, work)
    print('recipes: %d ok, %d refused, %d failed' % (ok, refused, failed))
    return 1 if failed or not ok else 0


if __name__ == '__main__':
    sys.exit(main())
