"""common.py - what the random checks on the OpenCL device share
(tests/fuzz/fuse.py, recipes.py, wavefront.py): the repository's paths,
running a command, their options (--tilec, --count, --seed, --work, -v),
their work directory, and a comparison through
tests/opencl/opencl-compare.sh."""
import argparse
import os
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
COMPARE = os.path.join(ROOT, 'tests', 'opencl', 'opencl-compare.sh')
DUMP_H = os.path.join(ROOT, 'tests', 'Inputs', 'dump-arrays.h')


def run(cmd, **kw):
    """CMD's completed process, its output captured as text."""
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def options(count):
    """The parsed options (COUNT programs by default), --tilec made absolute."""
    ap = argparse.ArgumentParser()
    ap.add_argument('--tilec', required=True)
    ap.add_argument('--count', type=int, default=count)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--work')
    ap.add_argument('-v', action='store_true')
    args = ap.parse_args()
    args.tilec = os.path.abspath(args.tilec)
    return args


def work_dir(args, name):
    """--work, or a new temporary directory (removed by done)."""
    work = args.work or tempfile.mkdtemp(prefix='tilec-%s-' % name)
    os.makedirs(work, exist_ok=True)
    return work


def done(args, work):
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)


def compare(args, out, source, sizes, tilec_args=(), flags=()):
    """opencl-compare.sh on SOURCE (FLAGS for the script, TILEC_ARGS for
    tilec, work files in OUT), one run per entry of SIZES."""
    cmd = [COMPARE, '-t', args.tilec] + list(flags) + ['-o', out]
    for a in tilec_args:
        cmd += ['-T', a]
    for s in sizes:
        cmd += ['-r', s]
    return run(cmd + [source])
