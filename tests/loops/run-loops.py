#!/usr/bin/env python3
"""run-loops.py - runs the loop collection (tests/loops/Inputs/*.c)
through tilec and reports, per loop function, what tilec did with it and
whether the translated programs compute what the original computes.

For each program it builds the original with gcc -O0 -ffp-contract=off
(the reference), then for each target
  c       tilec --emit=c
  omp     tilec --emit=c --openmp   (built with -fopenmp, 2 threads)
  opencl  tilec --emit=opencl       (built with -lOpenCL, run on the
                                     OpenCL device: PoCL's CPU device here,
                                     with TILEC_POISON=1)
translates it (with --remarks), builds and runs the result with
TILEC_PROFILE=1 and compares its array dumps with the reference's.  The
programs' harness (Inputs/loops.h) runs every function sNNN on fresh data
and dumps the arrays it changed as sNNN.ARRAY, so each difference names a
function.  C and OpenMP dumps must be identical; OpenCL dumps may differ
by the tolerance of tests/opencl/opencl-compare.sh (1e-5 of the array's
largest value, norm-wise, for float), and a non-finite value where the
reference is finite is a mismatch.

The remarks say which functions became regions ("region N: loop nest of
function 'sNNN' (lines A-B)") and why the others stayed host code
("function 'sNNN' left as host code: REASON"); the OpenCL translation
says which regions got kernels (its kernel strings) and why the others
did not ("region in 'sNNN' gets no GPU kernel: REASON").  The profile
lines say which code ran (each belongs to the loop whose dumps follow
it): a loop with a kernel must report "transformed" on OpenCL, and no
region may report "original loops (arrays overlap)" unless its source
marks it "run-loops: overlap" (its arrays do overlap); then, on OpenCL,
it must.

The report lists every function, then a table per program and in total
(loops; regions; loops with OpenCL kernels; loops whose --emit=c region
ran transformed, i.e. tiled, and whose --openmp region did; outputs
matching per target) and the reasons, grouped with counts, why functions
stayed host code and why regions got no kernel (with the verdict of the
loop that is not parallel).  The last line is
"run-loops: N loops, M mismatches, F failures"; the exit status is 1 when
M or F is not 0 (a failure: tilec crashed or erred, a generated program
did not build or run, a kernel did not run), 2 for a bad command line.
When tilec or the C compiler fails on a whole program, each region's
function is translated alone (--function=F) to find the ones that fail;
their loops are failures and the program is checked with the others.

usage: tests/loops/run-loops.py [--quick] [--targets c,omp,opencl]
                                [--tilec PATH] [--work DIR] [PROGRAM...]
  --quick    the c and opencl targets only, OpenCL on calls.c and
             nest.c only (for the lit test: well under a minute)
  PROGRAM    names of Inputs/*.c without .c (default: all of them)
Environment: CC (default gcc).
"""

import argparse
import collections
import math
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
INPUTS = os.path.join(HERE, 'Inputs')
CC = os.environ.get('CC', 'gcc')
TARGETS = ('c', 'omp', 'opencl')
QUICK_OPENCL = ('calls', 'nest')
TOL = 1e-5
TILEC_TIMEOUT = 120
RUN_TIMEOUT = 120
KEYWORDS = {'if', 'while', 'do', 'for', 'switch', 'break', 'continue', 'goto', 'return',
            'else', 'int', 'long'}


def run(cmd, timeout, cwd, env=None):
    """Run CMD in CWD; return (status, stdout, stderr) as text, status
    'timeout' when it ran for more than TIMEOUT seconds."""
    full_env = dict(os.environ)
    full_env.pop('TILEC_PROFILE', None)
    full_env.update(env or {})
    try:
        p = subprocess.run(cmd, cwd=cwd, env=full_env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 'timeout', '', ''
    return (p.returncode, p.stdout.decode('utf-8', 'replace'),
            p.stderr.decode('utf-8', 'replace'))


def first_line(text):
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0][:160] if lines else '(no output)'


def parse_dumps(text):
    """The dumps of a run's stderr: {function: {array: [words]}}, in the
    order printed, and the lines outside the dumps."""
    dumps = collections.OrderedDict()
    other = []
    current = None
    for line in text.splitlines():
        m = re.match(r'begin dump: (\w+)\.(\w+)$', line)
        if m:
            current = dumps.setdefault(m.group(1), collections.OrderedDict())
            current[m.group(2)] = []
            words = current[m.group(2)]
            continue
        if line.startswith('end   dump: '):
            current = None
            continue
        if current is not None:
            words.extend(line.split())
        elif line not in ('==BEGIN DUMP_ARRAYS==', '==END   DUMP_ARRAYS=='):
            other.append(line)
    return dumps, other


def compare_function(got, ref, exact):
    """None when the arrays GOT of one function match REF, else why not."""
    if list(got) != list(ref):
        return 'changed arrays %s, the original %s' % (
            ','.join(got) or 'none', ','.join(ref) or 'none')
    for name, ref_words in ref.items():
        words = got[name]
        if len(words) != len(ref_words):
            return '%s: %d values, the original %d' % (name, len(words), len(ref_words))
        if exact:
            for k, (x, y) in enumerate(zip(words, ref_words)):
                if x != y:
                    return '%s[%d] = %s, the original %s' % (name, k, x, y)
            continue
        r = [float(w) for w in ref_words]
        g = [float(w) for w in words]
        scale = max((abs(x) for x in r if math.isfinite(x)), default=0.0) or 1.0
        worst, where = 0.0, 0
        for k, (x, y) in enumerate(zip(g, r)):
            if not math.isfinite(y):
                if not (x == y or (math.isnan(x) and math.isnan(y))):
                    return '%s[%d] = %s, the original %s' % (name, k, words[k], ref_words[k])
                continue
            if not math.isfinite(x):
                return '%s[%d] = %s, the original %s' % (name, k, words[k], ref_words[k])
            if abs(x - y) > worst:
                worst, where = abs(x - y), k
        if worst > TOL * scale:
            return '%s[%d] = %s, the original %s (error %.3g of %.3g)' % (
                name, where, words[where], ref_words[where], worst / scale, TOL)
    return None


def group_reason(reason):
    """A refusal reason with its program-specific quotes elided, so that
    reasons of one kind count together."""
    return re.sub(r"'([^']*)'", lambda m: m.group(0) if m.group(1) in KEYWORDS else "'...'",
                  reason)


def loop_key(name):
    """The loop a function belongs to: s612_body belongs to s612."""
    m = re.match(r'(s\d+)', name)
    return m.group(1) if m else None


class Program:
    """One program of the collection and what happened to its loops."""

    def __init__(self, name, work):
        self.name = name
        self.source = os.path.join(INPUTS, name + '.c')
        self.work = os.path.join(work, name)
        text = open(self.source).read()
        self.loops = re.findall(r'CHECK\((s\d+)\)', text)
        # Loops whose arrays overlap: the comment "run-loops: overlap"
        # before them lets their regions run the original loops.
        self.overlap = set(re.findall(r'run-loops: overlap \*/(?:.|\n)*?\n(?:static )?real_t (s\d+)', text))
        self.region = {}       # loop -> list of (first, last) source lines
        self.refused = {}      # loop -> reason
        self.kernels = collections.Counter()   # loop -> kernels in the OpenCL output
        self.no_kernel = {}    # loop -> why a region got no kernel
        self.verdict = {}      # loop -> its first loop that is not parallel: why
        self.result = {t: {} for t in TARGETS}  # target -> loop -> 'ok' or why not
        self.ran = {t: collections.defaultdict(set) for t in TARGETS}  # loop -> profile words
        self.failures = []     # failures that are no loop's own
        self.region_fns = []   # the functions that hold regions, in order
        self.culprit = {t: {} for t in TARGETS}  # loop -> why it alone fails to translate or build

    def translate_remarks(self, stderr):
        for m in re.finditer(r"remark: region \d+: loop nest of function '(\w+)' \(lines (\d+)-(\d+)\)",
                             stderr):
            if m.group(1) not in self.region_fns:
                self.region_fns.append(m.group(1))
            key = loop_key(m.group(1))
            if key:
                self.region.setdefault(key, []).append((int(m.group(2)), int(m.group(3))))
        for m in re.finditer(r"remark: function '(\w+)' left as host code: (.*)", stderr):
            key = loop_key(m.group(1))
            if key:
                self.refused.setdefault(key, m.group(2).strip())

    def kernel_info(self, text, stderr):
        # The kernel strings: '"__kernel void f_kernel0(' or, with a fixed
        # work-group shape, '"__kernel __attribute__((...)) void f_kernel0('.
        for name in sorted(set(re.findall(r'"__kernel [^"\n]*?\bvoid (\w+_kernel\d+)\(', text))):
            key = loop_key(name)
            if key:
                self.kernels[key] += 1
        for m in re.finditer(r"warning: region in '(\w+)' gets no GPU kernel: (.*)", stderr):
            key = loop_key(m.group(1))
            if key:
                self.no_kernel.setdefault(key, m.group(2).strip())
        # The first verdict of a loop that is not parallel, per function:
        # it says what kept a region without a kernel (a reduction, a
        # dependence of which kind).
        for m in re.finditer(r":(\d+):\d+: remark: loop '\w+' is (reduction|sequential: carries (\w+) dependence)",
                             stderr):
            key = self.loop_at_line(int(m.group(1)))
            if key:
                self.verdict.setdefault(key, 'a reduction' if m.group(2) == 'reduction'
                                        else 'a carried %s dependence' % m.group(3))

    def loop_at_line(self, line):
        for key, spans in self.region.items():
            if any(first <= line <= last for first, last in spans):
                return key
        return None

    def fail_all(self, target, why):
        for key in self.loops:
            self.result[target][key] = 'FAIL (%s)' % why

    def check(self, targets, args):
        os.makedirs(self.work, exist_ok=True)
        flags = ['-O0', '-ffp-contract=off', '-w', '-I' + INPUTS, '-I' + os.path.join(REPO, 'runtime')]
        st, _, err = run([CC] + flags + [self.source, '-lm', '-o', 'original'], 120, self.work)
        if st != 0:
            raise SystemExit('run-loops: %s does not compile:\n%s' % (self.source, err))
        st, _, err = run(['./original'], RUN_TIMEOUT, self.work)
        if st != 0:
            raise SystemExit('run-loops: %s exits with %s' % (self.source, st))
        ref, _ = parse_dumps(err)
        for target in targets:
            self.check_target(target, flags, ref, args)

    def build(self, target, flags, args, functions=None, tag=''):
        """Translate the program for TARGET (with --function=F for each of
        FUNCTIONS when given) and build the result as ./TARGET; return
        (None, tilec's stderr, the generated text) or (why not, ...)."""
        out = '%s.%s%s.c' % (self.name, target, tag)
        cmd = [args.tilec, '--emit=opencl' if target == 'opencl' else '--emit=c', '--remarks']
        if target == 'omp':
            cmd.append('--openmp')
        cmd += ['--function=' + f for f in functions or ()]
        cmd += ['-I' + INPUTS, self.source, '-o', out]
        st, _, err = run(cmd, TILEC_TIMEOUT, self.work)
        with open(os.path.join(self.work, target + tag + '.tilec.log'), 'w') as f:
            f.write(err)
        if st != 0:
            internal = [l for l in err.splitlines() if 'internal error' in l or ' error: ' in l]
            return 'tilec exits with %s: %s' % (
                st, internal[0] if internal else first_line(err)), err, ''
        text = open(os.path.join(self.work, out)).read()
        link = ['-lOpenCL', '-lm'] if target == 'opencl' else ['-lm']
        extra = ['-fopenmp'] if target == 'omp' else []
        st, _, cc_err = run([CC] + flags + extra + [out] + link + ['-o', target + tag], 120, self.work)
        if st != 0:
            errors = [l for l in cc_err.splitlines() if 'error' in l]
            return '%s does not compile: %s' % (out, errors[0] if errors else first_line(cc_err)), \
                err, text
        return None, err, text

    def build_without_culprits(self, target, flags, args, why):
        """The whole program failed to translate or build for TARGET
        (WHY): find the region functions that fail alone, mark their loops
        failed, and build the program with the other regions only.
        Returns what build() returns."""
        if not self.region_fns:
            st, _, err = run([args.tilec, '--emit=ir', '--remarks', '-I' + INPUTS, self.source],
                             TILEC_TIMEOUT, self.work)
            self.translate_remarks(err)
        culprits = {}
        for fn in self.region_fns:
            alone, _, _ = self.build(target, flags, args, [fn], '.only')
            if alone:
                culprits[fn] = alone
        if not culprits or len(culprits) == len(self.region_fns):
            return why, '', ''
        for fn, alone in culprits.items():
            self.culprit[target][loop_key(fn)] = 'FAIL (%s alone: %s)' % (fn, alone)
        rest = [f for f in self.region_fns if f not in culprits]
        return self.build(target, flags, args, rest)

    def check_target(self, target, flags, ref, args):
        why, err, text = self.build(target, flags, args)
        if why:
            why, err, text = self.build_without_culprits(target, flags, args, why)
            if why:
                return self.fail_all(target, why)
        if not self.region and not self.refused:
            self.translate_remarks(err)
        if target == 'opencl':
            self.kernel_info(text, err)
        env = {'TILEC_PROFILE': '1'}
        if target == 'omp':
            env['OMP_NUM_THREADS'] = '2'
        if target == 'opencl':
            env['TILEC_POISON'] = '1'
        st, _, err = run(['./' + target], RUN_TIMEOUT, self.work, env)
        with open(os.path.join(self.work, target + '.stderr'), 'w') as f:
            f.write(err)
        got, other = parse_dumps('\n'.join(l for l in err.splitlines()
                                           if not l.startswith('tilec profile:')))
        # A region's profile lines belong to the loop whose dumps follow
        # them (check() dumps NAME.ret after every call), whichever
        # function holds the region.
        pending = []
        for line in err.splitlines():
            m = re.match(r'tilec profile: region \d+ \(.*:\d+-\d+\): (.*)$', line)
            if m:
                pending.append(m.group(1).split(' ')[0])
            m = re.match(r'begin dump: (s\d+)\.', line)
            if m:
                self.ran[target][m.group(1)].update(pending)
                pending = []
        if st != 0:
            why = 'timed out' if st == 'timeout' else 'exits with %s' % st
            self.failures.append('%s %s: the program %s: %s' % (self.name, target, why,
                                                                first_line('\n'.join(other))))
        for key in self.loops:
            if key not in ref:
                raise SystemExit('run-loops: %s: no dump of %s (harness bug?)' % (self.name, key))
            if key in self.culprit[target]:
                self.result[target][key] = self.culprit[target][key]
                continue
            if key not in got:
                self.result[target][key] = 'FAIL (no dump: the program stopped)'
                continue
            why = compare_function(got[key], ref[key], exact=target != 'opencl')
            if why:
                self.result[target][key] = 'MISMATCH (%s)' % why
            elif 'original' in self.ran[target].get(key, ()) and key not in self.overlap:
                self.result[target][key] = 'FAIL (ran its original loops: the run-time alias ' \
                    'check found overlapping arrays where there are none)'
            elif target == 'opencl' and self.kernels[key] and \
                    not self.ran[target].get(key, set()) <= {'transformed', 'original'}:
                self.result[target][key] = 'FAIL (has a kernel, but the region reported %s)' % (
                    ','.join(sorted(self.ran[target].get(key, set()))) or 'nothing')
            elif key in self.overlap and 'transformed' in self.ran[target].get(key, ()) and \
                    (target == 'opencl' or 'original' not in self.ran[target][key]):
                self.result[target][key] = 'FAIL (its arrays overlap, but the transformed code ran)'
            elif key in self.region and not self.ran[target].get(key):
                self.result[target][key] = 'FAIL (its region reported no run)'
            else:
                self.result[target][key] = 'ok'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--quick', action='store_true')
    ap.add_argument('--targets', default=','.join(TARGETS))
    ap.add_argument('--tilec', default=os.environ.get('TILEC') or os.path.join(REPO, 'build', 'tilec'))
    ap.add_argument('--work', default=os.path.join(REPO, 'build', 'loops'))
    ap.add_argument('programs', nargs='*')
    args = ap.parse_args()
    args.tilec = os.path.abspath(args.tilec)
    targets = [t for t in args.targets.split(',') if t]
    if any(t not in TARGETS for t in targets):
        ap.error('--targets takes a list of c, omp, opencl')
    if args.quick:
        targets = [t for t in targets if t != 'omp']
    names = args.programs or sorted(f[:-2] for f in os.listdir(INPUTS) if f.endswith('.c'))
    programs = []
    for name in names:
        if not os.path.exists(os.path.join(INPUTS, name + '.c')):
            ap.error('no program %s in %s' % (name, INPUTS))
        p = Program(name, args.work)
        mine = [t for t in targets if not (args.quick and t == 'opencl' and name not in QUICK_OPENCL)]
        p.check(mine, args)
        p.targets = mine
        programs.append(p)
    report(programs, targets)


def report(programs, targets):
    print('== loops (region: tilec made the function a region; kernels: OpenCL kernels; '
          'then the result per target)')
    for p in programs:
        for key in p.loops:
            region = 'region' if key in p.region else 'host'
            kern = '%d kernel%s' % (p.kernels[key], '' if p.kernels[key] == 1 else 's') \
                if 'opencl' in p.targets else '-'
            res = ' '.join('%s=%s' % (t, p.result[t].get(key, '-').split(' ')[0])
                           for t in targets)
            why = p.refused.get(key) or ('no kernel: ' + p.no_kernel[key] +
                                         (' (%s)' % p.verdict[key] if key in p.verdict else '')
                                         if key in p.no_kernel and 'opencl' in p.targets else '')
            print('%-5s %-8s %-6s %-9s %s%s' % (key, p.name, region, kern, res,
                                                '  ' + why if why else ''))
    bad = [(p, t, key, p.result[t][key]) for p in programs for t in targets
           for key in p.loops if p.result[t].get(key, 'ok') != 'ok']
    if bad:
        print('\n== mismatches and failures')
        for p, t, key, why in bad:
            print('%s (%s, %s): %s' % (key, p.name, t, why))
        for p in programs:
            for f in p.failures:
                print(f)

    print('\n== totals (ok: outputs equal to the original\'s; n/a: target not run)')
    # tiled: the --emit=c region ran transformed code (the automatic
    # pipeline tiled a band); omp: the --openmp region ran transformed code
    # (a loop marked parallel, or tiled).
    extra = [t for t in ('c', 'omp') if t in targets]
    head = ['program', 'loops', 'regions', 'kernels'] + \
        [{'c': 'tiled', 'omp': 'omp for'}[t] for t in extra] + ['%s ok' % t for t in targets]
    rows = []
    tot = collections.Counter()
    for p in programs:
        n = len(p.loops)
        regions = sum(1 for k in p.loops if k in p.region)
        with_kernel = sum(1 for k in p.loops if p.kernels[k])
        row = [p.name, n, regions, with_kernel if 'opencl' in p.targets else 'n/a']
        for t in extra:
            changed = sum(1 for k in p.loops if 'transformed' in p.ran[t].get(k, ()))
            row.append(changed if t in p.targets else 'n/a')
            tot['changed ' + t] += changed
        tot['loops'] += n
        tot['regions'] += regions
        tot['kernels'] += with_kernel
        for t in targets:
            if t in p.targets:
                ok = sum(1 for k in p.loops if p.result[t].get(k) == 'ok')
                row.append('%d/%d' % (ok, n))
                tot[t + ' ok'] += ok
                tot[t + ' n'] += n
            else:
                row.append('n/a')
        rows.append(row)
    rows.append(['total', tot['loops'], tot['regions'],
                 tot['kernels'] if any('opencl' in p.targets for p in programs) else 'n/a'] +
                [tot['changed ' + t] for t in extra] +
                ['%d/%d' % (tot[t + ' ok'], tot[t + ' n']) for t in targets])
    widths = [max(len(str(r[i])) for r in rows + [head]) for i in range(len(head))]
    fmt = '| ' + ' | '.join('%%-%ds' if i == 0 else '%%%ds' for i in range(len(head))) + ' |'
    fmt = fmt % tuple(widths)
    print(fmt % tuple(head))
    print('|' + '|'.join('-' * (w + 2) for w in widths) + '|')
    for r in rows:
        print(fmt % tuple(str(x) for x in r))

    print('\n== why functions stayed host code (count, reason)')
    reasons = collections.Counter(group_reason(p.refused[k]) for p in programs for k in p.loops
                                  if k in p.refused)
    for reason, n in reasons.most_common():
        print('%4d  %s' % (n, reason))
    if any('opencl' in p.targets for p in programs):
        print('\n== why regions got no OpenCL kernel (count, reason)')
        reasons = collections.Counter(
            group_reason(p.no_kernel[k]) + (' (%s)' % p.verdict[k] if k in p.verdict else '')
            for p in programs for k in p.loops if k in p.no_kernel and 'opencl' in p.targets)
        for reason, n in reasons.most_common():
            print('%4d  %s' % (n, reason))

    print('\n== which code the regions ran (profile lines per target)')
    for t in targets:
        count = collections.Counter(w for p in programs if t in p.targets
                                    for key, words in p.ran[t].items() for w in words)
        print('%-6s %s' % (t, ', '.join('%d %s' % (n, w) for w, n in sorted(count.items()))
                           or 'none'))

    mismatches = sum(1 for _, _, _, why in bad if why.startswith('MISMATCH'))
    failures = len(bad) - mismatches + sum(len(p.failures) for p in programs)
    print('\nrun-loops: %d loops, %d mismatches, %d failures' % (tot['loops'], mismatches, failures))
    sys.exit(1 if bad or failures else 0)


if __name__ == '__main__':
    main()
