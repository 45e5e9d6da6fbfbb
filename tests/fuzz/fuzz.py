#!/usr/bin/env python3
"""fuzz.py - tilec's differential random tester.

Generates random valid C programs with loop nests (tests/fuzz/gen.py),
and for each one compiles and runs the original with gcc -O0
-ffp-contract=off, translates it with tilec three ways (--emit=c, the
automatic pipeline; --emit=c --openmp, built with -fopenmp and run on 2
threads; --emit=opencl, built with -lOpenCL and run on the OpenCL device,
PoCL's CPU device here, with TILEC_POISON=1), builds and runs each, and
compares their stdout, stderr and exit status with the original's byte for
byte.  The values are small integers, so any evaluation order gives the
same bits.  The original and the --emit=c programs are built with
AddressSanitizer and UBSan (--no-sanitize turns that off), which also
checks the generator: an original that fails is a generator bug.

A finding is: tilec exiting non-zero, crashing, timing out or printing a
sanitizer report; generated code that does not compile; a generated
program that crashes, hangs or prints something else.  A region that
tilec leaves alone is not a finding; the summary counts how many programs
got tiled loops, OpenMP loops and OpenCL kernels.  Lines on stderr that
start with "tilec profile:" are removed before comparing; with
each generated program with regenerated regions must print at least one
"tilec profile: region N (FILE:FIRST-LAST): STATE" line (TILEC_PROFILE=1 is
always set; --no-require-profile turns this off), an OpenCL program with
kernels must report that they ran, and "original loops" is a finding unless the region is in a
function marked /* FUZZ-MAY-ALIAS */ (one whose calls pass overlapping
arrays on purpose).

Each failing program is kept in the findings directory (default
build/fuzz-findings/) with the outputs and a NOTE saying the symptom and
how to reproduce it; --minimize first shrinks it (deleting calls, nests,
loops and statements while the same symptom remains).

usage:
  tests/fuzz/fuzz.py [--seed S] [--count N | --time SECONDS] [options]
                                             programs S, S+1, ... (default
                                             10 programs from seed 1)
  tests/fuzz/fuzz.py --seeds S1,S2,...       these seeds
  tests/fuzz/fuzz.py --seed S --print        print the program of seed S
  tests/fuzz/fuzz.py --file PROGRAM.c...     check given programs
  tests/fuzz/fuzz.py --cases [--all]         the regression inputs in
                                             tests/fuzz/cases/ (without
                                             --all, those listed in
                                             cases/KNOWN-FAILING are
                                             skipped)
options:
  --jobs J          programs checked in parallel (default 1)
  --targets LIST    of c, omp, opencl (default all three)
  --tilec PATH      the compiler under test (default build/tilec)
  --asan            use build/asan/tilec (AddressSanitizer + UBSan build)
  --no-require-profile  do not require the profile lines described above
  --minimize        shrink each finding before keeping it
  --findings DIR    where findings go
  --keep DIR        keep every program's work files under DIR
  --no-sanitize     build the original and --emit=c programs without
                    ASan/UBSan (faster)
  --small           smaller programs: one function, at most three nests
                    and four arrays (the make check batch)
  --avoid-known     programs without the constructs that trigger the
                    findings still open (one test per loop, math
                    arguments cast to double), to test past them
  --timing          say how long each kind of command took in all
  --verbose         one line per program
The last line is "fuzz: N passed, M failed"; the exit status is 1 when a
program failed.  Environment: CC (default gcc), FUZZ_TILEC_TIMEOUT (60),
FUZZ_RUN_TIMEOUT (30): the limits in seconds of CPU time (so that a loaded
machine does not make hangs of slow runs) of one tilec run and of one run
of a program; the wall-clock limit is ten times that.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402

CC = os.environ.get('CC', 'gcc')
TILEC_TIMEOUT = int(os.environ.get('FUZZ_TILEC_TIMEOUT', '60'))
RUN_TIMEOUT = int(os.environ.get('FUZZ_RUN_TIMEOUT', '30'))
SAN = ['-fsanitize=address,undefined', '-fno-sanitize-recover=all']
PROFILE_RE = re.compile(r'^tilec profile: region (\d+) \((.*):(\d+)-(\d+)\): (.*)$')
TARGETS = ('c', 'omp', 'opencl')
TIMES = None     # --timing: seconds per command name
TIMES_LOCK = threading.Lock()


class Finding(Exception):
    """A failed check: KIND (a short word), TARGET (c, omp, opencl or
    original) and the details."""

    def __init__(self, kind, target, detail):
        Exception.__init__(self, '%s: %s: %s' % (target, kind, detail))
        self.kind, self.target, self.detail = kind, target, detail

    def signature(self):
        """TARGET/KIND plus the first error message without its file,
        line and numbers: findings with one signature are likely one bug."""
        sig = '%s/%s' % (self.target, self.kind)
        m = re.search(r'(?:error|internal error|runtime error|ERROR): (.*)', self.detail)
        if m and self.kind not in ('wrong-output', 'wrong-stderr'):
            # Without the file, line and column (clang's as well).
            msg = re.sub(r'^.*?:\d+:\d+(?: <[^>]*>)?: ', '', m.group(1))
            msg = re.sub(r"'[^']*'", "'X'", msg)
            msg = re.sub(r'\d+', 'N', msg)
            sig += ': ' + msg[:100]
        return sig


def run(cmd, timeout, env=None, cwd=None):
    """(status, stdout, stderr) of CMD; status 'timeout' when it used more
    than TIMEOUT seconds of CPU time (or ten times that of wall-clock
    time), negative for a signal."""
    key = os.path.basename(cmd[0])
    cmd = ['sh', '-c', 'ulimit -t %d && exec "$@"' % timeout, 'sh'] + cmd
    full = dict(os.environ)
    if env:
        full.update(env)
    t0 = time.time()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=10 * timeout, env=full, cwd=cwd)
    except subprocess.TimeoutExpired as e:
        return 'timeout', e.stdout or b'', e.stderr or b''
    finally:
        if TIMES is not None:
            with TIMES_LOCK:
                TIMES[key] = TIMES.get(key, 0) + time.time() - t0
    if p.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        return 'timeout', p.stdout, p.stderr
    return p.returncode, p.stdout, p.stderr


def first_lines(data, n=12):
    text = data.decode('utf-8', 'replace') if isinstance(data, bytes) else data
    lines = text.splitlines()
    out = '\n'.join('  | ' + l for l in lines[:n])
    if len(lines) > n:
        out += '\n  | ... (%d more lines)' % (len(lines) - n)
    return out


def options_of(source):
    """The extra tilec arguments per target from the program's
    '// fuzz-options TARGET: ARGS' lines."""
    opts = {}
    for line in source.splitlines()[:10]:
        m = re.match(r'^// fuzz-options (\w+): (.*)$', line)
        if m:
            opts[m.group(1)] = m.group(2).split()
    return opts


def alias_functions(source):
    """Line ranges [(first, last)] of functions whose calls may pass
    overlapping arrays on purpose (marked /* FUZZ-MAY-ALIAS */ on the line
    that opens them)."""
    lines = source.splitlines()
    starts = []
    for n, line in enumerate(lines, 1):
        if re.match(r'^[A-Za-z_].*\)\s*\{', line) and not line.startswith(('if', 'for')):
            starts.append((n, 'FUZZ-MAY-ALIAS' in line))
    ranges = []
    for k, (n, marked) in enumerate(starts):
        end = starts[k + 1][0] - 1 if k + 1 < len(starts) else len(lines)
        if marked:
            ranges.append((n, end))
    return ranges


def split_profile(stderr):
    """(stderr without 'tilec profile:' lines, the region lines as
    (first, last, state))."""
    keep, regions = [], []
    for line in stderr.decode('utf-8', 'replace').splitlines(True):
        if line.startswith('tilec profile:'):
            m = PROFILE_RE.match(line.rstrip('\n'))
            if m:
                regions.append((int(m.group(3)), int(m.group(4)), m.group(5)))
            continue
        keep.append(line)
    return ''.join(keep).encode(), regions


def sanitizer_report(text):
    text = text.decode('utf-8', 'replace') if isinstance(text, bytes) else text
    return 'ERROR: AddressSanitizer' in text or 'runtime error:' in text or \
        'ERROR: LeakSanitizer' in text


class Checker:
    def __init__(self, args):
        self.args = args
        self.tilec = os.path.abspath(args.tilec)
        self.targets = args.targets
        self.sanitize = not args.no_sanitize

    def cflags(self, target):
        flags = ['-O0', '-ffp-contract=off', '-w', '-I' + os.path.join(REPO, 'runtime')]
        if self.sanitize and target in ('original', 'c', 'omp'):
            flags += SAN
        if target == 'omp':
            flags.append('-fopenmp')
        return flags

    def check(self, source, work, only=None):
        """Check the program text SOURCE in the directory WORK, for each
        target (ONLY, or all); return (statistics, findings).  A finding
        about the original program is raised."""
        stats = {}
        prog = os.path.join(work, 'prog.c')
        with open(prog, 'w') as f:
            f.write(source)
        opts = options_of(source)
        aliased = alias_functions(source)
        st, out, err = run([CC] + self.cflags('original') + ['prog.c', '-lm', '-o', 'original'],
                           120, cwd=work)
        if st != 0:
            raise Finding('does-not-compile', 'original',
                          'the original program does not compile (generator bug?)\n' + first_lines(err))
        ref = run(['./original'], RUN_TIMEOUT, cwd=work)
        write_outputs(work, 'original', ref)
        if ref[0] != 0:
            raise Finding('run-fails', 'original',
                          'the original program exits with %s (generator bug?)\n%s' %
                          (ref[0], first_lines(ref[2])))
        findings = []
        for target in (only or self.targets):
            try:
                self.check_target(target, work, opts.get(target, []), ref, aliased, stats)
            except Finding as e:
                findings.append(e)
        return stats, findings

    def check_target(self, target, work, extra, ref, aliased, stats):
        out = {'c': 'prog.tilec.c', 'omp': 'prog.omp.c', 'opencl': 'prog.opencl.c'}[target]
        cmd = [self.tilec, '--emit=opencl' if target == 'opencl' else '--emit=c']
        if target == 'omp':
            cmd.append('--openmp')
        cmd += ['--remarks'] + extra + ['prog.c', '-o', out]
        env = {'ASAN_OPTIONS': 'detect_leaks=1', 'UBSAN_OPTIONS': 'print_stacktrace=1:halt_on_error=1'}
        st, so, se = run(cmd, TILEC_TIMEOUT, env=env, cwd=work)
        with open(os.path.join(work, target + '.tilec.log'), 'wb') as f:
            f.write(so + se)
        shown = ' '.join(['tilec'] + cmd[1:])
        if st == 'timeout':
            raise Finding('tilec-hang', target, '`%s` ran for more than %ds of CPU time' % (shown, TILEC_TIMEOUT))
        if sanitizer_report(se):
            raise Finding('tilec-sanitizer', target, '`%s` reports:\n%s' % (shown, first_lines(se, 20)))
        if st != 0:
            kind = 'tilec-crash' if st < 0 or st > 2 else 'tilec-error'
            errs = [l for l in se.decode('utf-8', 'replace').splitlines()
                    if ' error: ' in l or 'internal' in l or 'Assertion' in l]
            raise Finding(kind, target, '`%s` exits with %s:\n%s' %
                          (shown, st, first_lines('\n'.join(errs) or se, 8)))
        text = open(os.path.join(work, out), errors='replace').read()
        remarks = se.decode('utf-8', 'replace')
        stats[target + '_host'] = remarks.count('left as host code')
        if target == 'c':
            stats['c_tiled'] = len(re.findall(r'for \((?:int |long )?\w+_tile\d* =', text))
        elif target == 'omp':
            stats['omp_loops'] = text.count('#pragma omp parallel for')
        else:
            stats['opencl_kernels'] = text.count('"__kernel ')
        exe = './' + target
        link = ['-lOpenCL', '-lm'] if target == 'opencl' else ['-lm']
        st, so, se = run([CC] + self.cflags(target) + [out] + link + ['-o', target], 120, cwd=work)
        if st != 0:
            errs = [l for l in se.decode('utf-8', 'replace').splitlines() if 'error' in l]
            raise Finding('generated-does-not-compile', target,
                          '%s (from `%s`) does not compile:\n%s' % (out, shown, first_lines('\n'.join(errs) or se, 8)))
        env = {'TILEC_PROFILE': '1'}
        if target == 'omp':
            env['OMP_NUM_THREADS'] = '2'
        if target == 'opencl':
            env['TILEC_POISON'] = '1'
            env['POCL_KERNEL_CACHE'] = '0'  # build the kernels every time, as a first run does
        res = run([exe], RUN_TIMEOUT, env=env, cwd=work)
        write_outputs(work, target, res)
        if res[0] == 'timeout':
            raise Finding('hang', target, 'the %s program ran for more than %ds of CPU time (the original did not)' %
                          (target, RUN_TIMEOUT))
        stderr, regions = split_profile(res[2])
        if sanitizer_report(stderr):
            raise Finding('sanitizer', target, 'the %s program reports:\n%s' % (target, first_lines(stderr, 20)))
        if target == 'opencl' and b'CL_BUILD_PROGRAM_FAILURE' in stderr:
            log = [l for l in stderr.decode('utf-8', 'replace').splitlines() if 'error' in l]
            raise Finding('kernel-build-fails', target, 'the OpenCL kernels do not build:\n%s' %
                          first_lines('\n'.join(log), 8))
        if res[0] != ref[0]:
            raise Finding('exit-status', target, 'the %s program exits with %s, the original with %s\n%s' %
                          (target, res[0], ref[0], first_lines(stderr)))
        if res[1] != ref[1]:
            raise Finding('wrong-output', target, 'the %s program prints something else than the original:\n%s' %
                          (target, first_lines(diff_text(ref[1], res[1]), 16)))
        if stderr != ref[2]:
            raise Finding('wrong-stderr', target, 'the %s program writes something else to stderr:\n%s' %
                          (target, first_lines(diff_text(ref[2], stderr), 16)))
        for first, last, state in regions:
            key = target + '_' + state.split(' ')[0]
            stats[key] = stats.get(key, 0) + 1
            if state.startswith('original loops'):
                if not any(a <= first <= b for a, b in aliased):
                    raise Finding('unexpected-fallback', target,
                                  'region at lines %d-%d ran its original loops (%s) although no call '
                                  'passes overlapping arrays' % (first, last, state))
        stats[target + '_regions'] = len(regions)
        # Code tilec regenerated reports each run of its region; an OpenCL
        # region kept on the host (tilec warned why) is passed through as
        # written and reports nothing.
        if self.args.require_profile and re.search(r'tilec_profile_region\w*\(\d+,', text) and not regions:
            raise Finding('no-profile', target,
                          'the %s program printed no "tilec profile: region" line with TILEC_PROFILE=1' % target)
        if (self.args.require_profile and target == 'opencl' and stats['opencl_kernels'] and
                not aliased and not any(state == 'transformed' for _, _, state in regions)):
            raise Finding('kernels-not-run', target,
                          'the OpenCL program has kernels, but no region reported that they ran')


def write_outputs(work, name, res):
    st, so, se = res
    with open(os.path.join(work, name + '.stdout'), 'wb') as f:
        f.write(so)
    with open(os.path.join(work, name + '.stderr'), 'wb') as f:
        f.write(se)
    with open(os.path.join(work, name + '.status'), 'w') as f:
        f.write('%s\n' % st)


def diff_text(a, b):
    """The first differing lines of A (expected) and B (got)."""
    la = a.decode('utf-8', 'replace').splitlines()
    lb = b.decode('utf-8', 'replace').splitlines()
    out = []
    for n in range(max(len(la), len(lb))):
        x = la[n] if n < len(la) else '<missing>'
        y = lb[n] if n < len(lb) else '<missing>'
        if x != y:
            out.append('line %d: expected: %s' % (n + 1, x[:200]))
            out.append('line %d: got:      %s' % (n + 1, y[:200]))
            if len(out) >= 8:
                break
    return '\n'.join(out)


class Runner:
    def __init__(self, args):
        self.args = args
        self.checker = Checker(args)
        self.lock = threading.Lock()
        self.passed = self.failed = self.programs = 0
        self.totals = {}
        self.findings = []
        self.kinds = {}
        self.tmp = tempfile.mkdtemp(prefix='tilec-fuzz.')

    def close(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def one(self, name, source, program=None, repro=''):
        """Check one program; record the result."""
        work = os.path.join(self.tmp, name)
        os.makedirs(work, exist_ok=True)
        t0 = time.time()
        try:
            stats, findings = self.checker.check(source, work)
        except Finding as e:
            stats, findings = {}, [e]
        ok = not findings
        dt = time.time() - t0
        if not ok and self.args.minimize and program is not None:
            source = self.minimize(name, program, findings[0]) or source
            # The work files of the smaller program.
            shutil.rmtree(work, ignore_errors=True)
            os.makedirs(work)
            try:
                findings = self.checker.check(source, work)[1] or findings
            except Finding as e:
                findings = [e]
        with self.lock:
            self.programs += 1
            for k, v in stats.items():
                self.totals.setdefault(k, [0, 0])
                self.totals[k][0] += v
                self.totals[k][1] += 1 if v else 0
            if ok:
                self.passed += 1
            else:
                self.failed += 1
                kept = self.keep(name, work, findings, repro)
                for finding in findings:
                    key = finding.signature()
                    self.kinds.setdefault(key, []).append(name)
                    self.findings.append((name, finding, kept))
                    print('FAIL %s: %s: %s (kept in %s)' % (name, finding.target, finding.kind, kept))
                    print('  ' + finding.detail.replace('\n', '\n  '))
                print('  reproduce: %s' % repro)
                sys.stdout.flush()
            if self.args.verbose and ok:
                print('ok   %s (%.1fs)%s' % (name, dt, ''.join(
                    ' %s=%d' % kv for kv in sorted(stats.items()) if kv[1])))
                sys.stdout.flush()
            if self.args.keep:
                dst = os.path.join(self.args.keep, name)
                shutil.rmtree(dst, ignore_errors=True)
                shutil.copytree(work, dst)
        shutil.rmtree(work, ignore_errors=True)
        return ok

    def keep(self, name, work, findings, repro):
        dst = os.path.join(self.args.findings, name)
        shutil.rmtree(dst, ignore_errors=True)
        shutil.copytree(work, dst)
        with open(os.path.join(dst, 'NOTE'), 'w') as f:
            for finding in findings:
                f.write('%s: %s\n%s\n\n' % (finding.target, finding.kind, finding.detail))
            f.write('reproduce: %s\n   or: %s --file %s\n' %
                    (repro, os.path.relpath(__file__, REPO), os.path.join(dst, 'prog.c')))
        return dst

    def minimize(self, name, program, finding):
        """Delete parts of PROGRAM (a gen.Program) while the check still
        fails with FINDING's target and kind; the smallest text."""
        want = (finding.target, finding.kind)
        work = os.path.join(self.tmp, name + '.min')
        best = program
        tries = 0
        deadline = time.time() + self.args.minimize_time
        changed = True
        while changed and time.time() < deadline:
            changed = False
            parts = best.parts()
            # Larger parts (functions, calls, nests) come first.
            for path in parts:
                if time.time() >= deadline:
                    break
                cand = best.without(path)
                if cand is None:
                    continue
                tries += 1
                shutil.rmtree(work, ignore_errors=True)
                os.makedirs(work)
                try:
                    found = self.checker.check(gen.render(cand), work, only=[finding.target])[1]
                except Finding:
                    continue   # the original fails: not a smaller version
                if any((e.target, e.kind) == want for e in found):
                    best = cand
                    changed = True
                    break
        shutil.rmtree(work, ignore_errors=True)
        return gen.render(best)


def known_failing():
    """{case name: symptom} from cases/KNOWN-FAILING."""
    out = {}
    path = os.path.join(HERE, 'cases', 'KNOWN-FAILING')
    if os.path.exists(path):
        for line in open(path):
            line = line.strip()
            if line and not line.startswith('#'):
                name, _, why = line.partition(' ')
                out[name] = why.strip()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--seeds', default=None, help='a comma-separated list of seeds to check')
    ap.add_argument('--count', type=int, default=None)
    ap.add_argument('--time', type=float, default=None)
    ap.add_argument('--jobs', '-j', type=int, default=1)
    ap.add_argument('--targets', default='c,omp,opencl')
    ap.add_argument('--tilec', default=os.path.join(REPO, 'build', 'tilec'))
    ap.add_argument('--asan', action='store_true')
    ap.add_argument('--require-profile', action='store_true', default=True)
    ap.add_argument('--no-require-profile', dest='require_profile', action='store_false')
    ap.add_argument('--minimize', action='store_true')
    ap.add_argument('--minimize-time', type=float, default=300)
    ap.add_argument('--findings', default=os.path.join(REPO, 'build', 'fuzz-findings'))
    ap.add_argument('--keep', default=None)
    ap.add_argument('--no-sanitize', action='store_true')
    ap.add_argument('--verbose', '-v', action='store_true')
    ap.add_argument('--file', nargs='+', default=None)
    ap.add_argument('--cases', action='store_true')
    ap.add_argument('--all', action='store_true')
    ap.add_argument('--print', action='store_true', help='print the program of --seed and stop')
    ap.add_argument('--timing', action='store_true', help='report the time spent per command')
    ap.add_argument('--small', action='store_true', help='smaller programs (the make check batch)')
    ap.add_argument('--avoid-known', action='store_true',
                    help='programs without the constructs of known findings (one test per loop, '
                    'math arguments cast to double)')
    args = ap.parse_args()
    if args.timing:
        global TIMES
        TIMES = {}
    if args.print:
        sys.stdout.write(gen.render(gen.generate(args.seed, args.small, args.avoid_known)))
        return 0
    if args.asan:
        args.tilec = os.path.join(REPO, 'build', 'asan', 'tilec')
    args.targets = [t for t in args.targets.split(',') if t]
    for t in args.targets:
        if t not in TARGETS:
            ap.error('unknown target %s' % t)
    if not os.access(args.tilec, os.X_OK):
        print('fuzz.py: %s is missing; build it first' % args.tilec)
        print('fuzz: 0 passed, 1 failed')
        return 1
    os.makedirs(args.findings, exist_ok=True)
    me = os.path.relpath(os.path.abspath(__file__), os.getcwd())
    flags = ''
    if args.asan:
        flags += ' --asan'
    if args.targets != list(TARGETS):
        flags += ' --targets=' + ','.join(args.targets)
    if not args.require_profile:
        flags += ' --no-require-profile'
    if args.small:
        flags += ' --small'
    if args.avoid_known:
        flags += ' --avoid-known'

    runner = Runner(args)
    jobs = []   # (name, source thunk, program thunk, reproducer)
    skipped = []
    if args.cases or args.file:
        known = known_failing() if args.cases and not args.all else {}
        paths = args.file or sorted(
            os.path.join(HERE, 'cases', f) for f in os.listdir(os.path.join(HERE, 'cases')) if f.endswith('.c'))
        for path in paths:
            name = os.path.basename(path)[:-2]
            if name in known:
                skipped.append((name, known[name]))
                continue
            src = open(path).read()
            jobs.append((name, src, None, '%s --file %s%s' % (me, os.path.relpath(path), flags)))
    count = args.count if args.count is not None else (None if args.time or args.seeds else 10)
    t0 = time.time()

    def seeds():
        if args.seeds:
            for s in args.seeds.split(','):
                yield int(s)
            return
        s = args.seed
        while True:
            if count is not None and s - args.seed >= count:
                return
            if args.time is not None and time.time() - t0 >= args.time:
                return
            yield s
            s += 1

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = [ex.submit(runner.one, name, src, None, repro) for name, src, _, repro in jobs]
        if not (args.cases or args.file):
            pending = set()
            for s in seeds():
                program = gen.generate(s, args.small, args.avoid_known)
                pending.add(ex.submit(runner.one, 'seed-%d' % s, gen.render(program),
                                      program, '%s --seed %d --count 1%s' % (me, s, flags)))
                if len(pending) >= 2 * max(1, args.jobs):
                    done, pending = concurrent.futures.wait(
                        pending, return_when=concurrent.futures.FIRST_COMPLETED)
            futs += list(pending)
        for f in futs:
            f.result()
    runner.close()
    elapsed = time.time() - t0
    n = runner.passed + runner.failed
    print('fuzz: %d programs in %.0fs (tilec %s)' % (n, elapsed, os.path.relpath(args.tilec, REPO)))
    names = {'c_tiled': 'with tiled loops (--emit=c)',
             'omp_loops': 'with OpenMP loops (--openmp)',
             'opencl_kernels': 'with OpenCL kernels',
             'c_host': 'with a function left as host code (remark)'}
    for k in sorted(runner.totals):
        total, progs = runner.totals[k]
        if (k.endswith('_host') and k != 'c_host') or (k.endswith('_regions') and not total):
            continue
        if k in names:
            label = names[k]
        elif k.endswith('_regions'):
            label = 'with "tilec profile: region" lines (%s)' % k[:-len('_regions')]
        else:
            target, _, state = k.partition('_')
            label = 'with regions %s (%s)' % (state, target)
        print('  programs %-48s %4d of %d (%d in all)' % (label, progs, runner.programs, total))
    for k in sorted(runner.kinds):
        progs = runner.kinds[k]
        print('  finding %s: %d programs (%s%s)' % (k, len(progs), ', '.join(sorted(progs)[:3]),
                                                   ', ...' if len(progs) > 3 else ''))
    if TIMES:
        print('  time per command: ' + ', '.join('%s %.0fs' % kv for kv in sorted(TIMES.items())))
    for name, why in skipped:
        print('  skipped %s (known failing: %s)' % (name, why))
    if args.cases and args.all:
        known = known_failing()
        for name in known:
            if name not in [x[0] for x in runner.findings]:
                print('  %s passes now: remove it from cases/KNOWN-FAILING' % name)
    print('fuzz: %d passed, %d failed' % (runner.passed, runner.failed))
    return 1 if runner.failed else 0


if __name__ == '__main__':
    sys.exit(main())
