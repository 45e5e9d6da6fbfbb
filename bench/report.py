#!/usr/bin/env python3
"""report.py - the tables of `make bench`: reads what bench/bench.sh
measured (in its scratch directory WORK) and writes RESULTS/bench.csv and
RESULTS/bench.md; prints the Markdown results table on stdout.

usage: report.py WORK RESULTS

WORK holds (all written by bench.sh):
  cases.txt        CASE PROGRAM TYPE DATASET PARAM=VALUE...
  gpu-samples.txt  CASE RUN KERNEL_MS END_TO_END_MS LAUNCHES | CASE fail WHY
  cpu-samples.txt  CASE RUN SECONDS | CASE skip WHY | CASE fail WHY
  cublas.txt       cublas CASE KIND DIMS median_ms MS runs N
  meta.txt         key=value: device, driver, date, nvcc, arch, cc, cpu,
                   runs, cpu_matmul_max, cpu_slow_runs
  PROGRAM.build-failed  present when PROGRAM did not build

Python standard library only.
"""
import csv
import os
import statistics
import sys


def percent(x):
    """X per cent with two significant digits below 10 (0.016%, 2.5%)."""
    return f"{x:.2g}%" if x < 10 else f"{x:.0f}%"


# FLOP and byte counts per program, from the sizes P (a dict) and the
# element size S in bytes.  FLOPs count the algorithm's arithmetic as BLAS
# counts it: a multiply-add is 2, a scaling by alpha or beta is 1 per
# element it scales (as for cuBLAS, whatever the source's expression
# order).  Bytes are the minimal traffic: every array the kernel reads
# loaded once, every array it writes stored once; for the time-stepped
# stencils (jacobi-2d, fdtd-2d), once per time step, because each step
# sweeps the whole arrays in separate kernels.  GB/s = bytes / kernel time.
# Each entry: (flops(P), bytes(P, S), flops formula, bytes formula).
MATMUL_COUNTS = (
    lambda p: 2 * p['W'] ** 3,
    lambda p, s: 3 * p['W'] ** 2 * s,
    '2·W³',
    '3·W²·s (M, N read; P written)')
COUNTS = {
    'matmul': MATMUL_COUNTS,
    'matmul-float': MATMUL_COUNTS,
    'matmul-tf32': MATMUL_COUNTS,
    'matmul-double': MATMUL_COUNTS,
    'gemm': (
        lambda p: 2 * p['NI'] * p['NJ'] * p['NK'] + 3 * p['NI'] * p['NJ'],
        lambda p, s: (p['NI'] * p['NK'] + p['NK'] * p['NJ'] + 2 * p['NI'] * p['NJ']) * s,
        '2·NI·NJ·NK + 3·NI·NJ (beta·C, alpha·AB, sum)',
        '(NI·NK + NK·NJ + 2·NI·NJ)·s (A, B read; C read and written)'),
    '2mm': (
        lambda p: (2 * p['NI'] * p['NJ'] * p['NK'] + p['NI'] * p['NJ']
                   + 2 * p['NI'] * p['NL'] * p['NJ'] + 2 * p['NI'] * p['NL']),
        lambda p, s: (p['NI'] * p['NK'] + p['NK'] * p['NJ'] + p['NJ'] * p['NL']
                      + 2 * p['NI'] * p['NL'] + p['NI'] * p['NJ']) * s,
        '2·NI·NJ·NK + NI·NJ + 2·NI·NL·NJ + 2·NI·NL',
        '(NI·NK + NK·NJ + NJ·NL + 2·NI·NL + NI·NJ)·s (A, B, C read; D read and written; tmp written)'),
    '3mm': (
        lambda p: (2 * p['NI'] * p['NJ'] * p['NK'] + 2 * p['NJ'] * p['NL'] * p['NM']
                   + 2 * p['NI'] * p['NL'] * p['NJ']),
        lambda p, s: (p['NI'] * p['NK'] + p['NK'] * p['NJ'] + p['NJ'] * p['NM'] + p['NM'] * p['NL']
                      + p['NI'] * p['NJ'] + p['NJ'] * p['NL'] + p['NI'] * p['NL']) * s,
        '2·NI·NJ·NK + 2·NJ·NL·NM + 2·NI·NL·NJ (E = A·B, F = C·D, G = E·F)',
        '(NI·NK + NK·NJ + NJ·NM + NM·NL + NI·NJ + NJ·NL + NI·NL)·s (A, B, C, D read; E, F, G written)'),
    'mvt': (
        lambda p: 4 * p['N'] ** 2,
        lambda p, s: (p['N'] ** 2 + 6 * p['N']) * s,
        '4·N²',
        '(N² + 6·N)·s (A, y_1, y_2 read; x1, x2 read and written)'),
    'atax': (
        lambda p: 4 * p['M'] * p['N'],
        lambda p, s: (p['M'] * p['N'] + 2 * p['N'] + p['M']) * s,
        '4·M·N',
        '(M·N + 2·N + M)·s (A, x read; y, tmp written)'),
    'gemver': (
        lambda p: 10 * p['N'] ** 2 + p['N'],
        lambda p, s: (2 * p['N'] ** 2 + 10 * p['N']) * s,
        '10·N² + N (rank-2 update 4·N², two scaled products 3·N² each, x + z)',
        '(2·N² + 10·N)·s (A read and written; u1, v1, u2, v2, y, z read; x, w read and written)'),
    'jacobi-2d': (
        lambda p: 10 * p['TSTEPS'] * (p['N'] - 2) ** 2,
        lambda p, s: 2 * p['TSTEPS'] * (p['N'] ** 2 + (p['N'] - 2) ** 2) * s,
        '10·TSTEPS·(N−2)² (two 5-point sweeps per step)',
        '2·TSTEPS·(N² + (N−2)²)·s (per sweep: one array read, the other\'s interior written)'),
    'fdtd-2d': (
        lambda p: p['TMAX'] * (3 * (p['NX'] - 1) * p['NY'] + 3 * p['NX'] * (p['NY'] - 1)
                               + 5 * (p['NX'] - 1) * (p['NY'] - 1)),
        lambda p, s: 6 * p['TMAX'] * p['NX'] * p['NY'] * s,
        'TMAX·(3·(NX−1)·NY + 3·NX·(NY−1) + 5·(NX−1)·(NY−1))',
        '6·TMAX·NX·NY·s (per step: ex, ey, hz read and written)'),
    'syrk': (
        lambda p: p['M'] * p['N'] * (p['N'] + 1) + p['N'] * (p['N'] + 1),
        lambda p, s: (p['N'] * p['M'] + p['N'] * (p['N'] + 1)) * s,
        'M·N·(N+1) + N·(N+1) (N(N+1)/2 elements of C, 2·M each, beta and alpha)',
        '(N·M + N·(N+1))·s (A read; lower triangle of C read and written)'),
    'syr2k': (
        lambda p: 2 * p['M'] * p['N'] * (p['N'] + 1) + p['N'] * (p['N'] + 1),
        lambda p, s: (2 * p['N'] * p['M'] + p['N'] * (p['N'] + 1)) * s,
        '2·M·N·(N+1) + N·(N+1) (N(N+1)/2 elements of C, 4·M each, beta and alpha)',
        '(2·N·M + N·(N+1))·s (A, B read; lower triangle of C read and written)'),
    'symm': (
        lambda p: p['N'] * (5 * p['M'] * (p['M'] - 1) // 2 + 6 * p['M']),
        lambda p, s: (p['M'] * (p['M'] + 1) // 2 + 3 * p['M'] * p['N']) * s,
        'N·(5·M·(M−1)/2 + 6·M) (for each C[i][j]: i updates of C[k][j] and of temp2, then its own)',
        '(M·(M+1)/2 + 3·M·N)·s (lower triangle of A, B read; C read and written)'),
    'trmm': (
        lambda p: p['N'] * p['M'] ** 2,
        lambda p, s: (p['M'] * (p['M'] - 1) // 2 + 2 * p['M'] * p['N']) * s,
        'N·M² (for each B[i][j]: M−1−i multiply-adds and alpha)',
        '(M·(M−1)/2 + 2·M·N)·s (strict lower triangle of A read; B read and written)'),
    'covariance': (
        lambda p: (2 * p['N'] * p['M'] + p['M'] + p['N'] * p['M'] * (p['M'] + 1)
                   + p['M'] * (p['M'] + 1) // 2),
        lambda p, s: (2 * p['N'] * p['M'] + p['M'] ** 2 + p['M']) * s,
        '2·N·M + M + N·M·(M+1) + M·(M+1)/2 (means, centring, M(M+1)/2 dot products of length N)',
        '(2·N·M + M² + M)·s (data read and written; cov, mean written)'),
    'bicg': (
        lambda p: 4 * p['N'] * p['M'],
        lambda p, s: (p['N'] * p['M'] + 2 * p['M'] + 2 * p['N']) * s,
        '4·N·M (s = Aᵀr and q = Ap)',
        '(N·M + 2·M + 2·N)·s (A, p, r read; s, q written)'),
    'gesummv': (
        lambda p: 4 * p['N'] ** 2 + 3 * p['N'],
        lambda p, s: (2 * p['N'] ** 2 + 3 * p['N']) * s,
        '4·N² + 3·N (two products, then alpha·tmp + beta·y)',
        '(2·N² + 3·N)·s (A, B, x read; tmp, y written)'),
    'doitgen': (
        lambda p: 2 * p['NR'] * p['NQ'] * p['NP'] ** 2,
        lambda p, s: (2 * p['NR'] * p['NQ'] * p['NP'] + p['NP'] ** 2) * s,
        '2·NR·NQ·NP² (a product of NP x NP per (r, q))',
        '(2·NR·NQ·NP + NP²)·s (A read and written; C4 read)'),
    'jacobi-1d': (
        lambda p: 6 * p['TSTEPS'] * (p['N'] - 2),
        lambda p, s: 2 * p['TSTEPS'] * (2 * p['N'] - 2) * s,
        '6·TSTEPS·(N−2) (two 3-point sweeps per step)',
        '2·TSTEPS·(2·N − 2)·s (per sweep: one array read, the other\'s interior written)'),
    'heat-3d': (
        lambda p: 30 * p['TSTEPS'] * (p['N'] - 2) ** 3,
        lambda p, s: 2 * p['TSTEPS'] * (p['N'] ** 3 + (p['N'] - 2) ** 3) * s,
        '30·TSTEPS·(N−2)³ (two 7-point sweeps per step, 15 operations a point)',
        '2·TSTEPS·(N³ + (N−2)³)·s (per sweep: one array read, the other\'s interior written)'),
    'seidel-2d': (
        lambda p: 9 * p['TSTEPS'] * (p['N'] - 2) ** 2,
        lambda p, s: 2 * p['TSTEPS'] * p['N'] ** 2 * s,
        '9·TSTEPS·(N−2)² (a 9-point average in place per step)',
        '2·TSTEPS·N²·s (A read and written once per step)'),
    'adi': (
        lambda p: 30 * p['TSTEPS'] * (p['N'] - 2) ** 2,
        lambda p, s: 12 * p['TSTEPS'] * p['N'] ** 2 * s,
        '≈ 30·TSTEPS·(N−2)² (two tridiagonal sweeps per step, about 15 operations a point)',
        '≈ 12·TSTEPS·N²·s (per sweep: u or v read, the other written, p and q written and read back)'),
    'lu': (
        lambda p: p['N'] ** 2 * (p['N'] - 1) - p['N'] * (p['N'] - 1) * (2 * p['N'] - 1) // 6,
        lambda p, s: 2 * p['N'] ** 2 * s,
        'N²·(N−1) − N·(N−1)·(2N−1)/6 ≈ 2N³/3 (row i: i² + 2·i·(N−i))',
        '2·N²·s (A read and written)'),
}
# The cuBLAS routine each program is compared with.
CUBLAS = {'matmul': 'DGEMM', 'matmul-double': 'DGEMM', 'matmul-float': 'SGEMM',
          'matmul-tf32': 'SGEMM (TF32)', 'gemm': 'DGEMM', '2mm': '2 x DGEMM',
          '3mm': '3 x DGEMM', 'syrk': 'DSYRK', 'syr2k': 'DSYR2K', 'symm': 'DSYMM',
          'trmm': 'DTRMM'}
SIZEOF = {'float': 4, 'double': 8}
# Programs whose speed is a share of the copy bandwidth (issue 15): their
# GB/s is also given against the device's (cudaMemcpy within the GPU).
MEMORY_BOUND = {'jacobi-1d', 'jacobi-2d', 'fdtd-2d', 'heat-3d', 'seidel-2d', 'adi', 'atax',
                'bicg', 'mvt', 'gesummv', 'gemver', 'doitgen'}
# PPCG's kernel time in ms at LARGE on an H100 (default options), as the
# issues report it: the peer to beat.
PPCG_LARGE = {'jacobi-1d': 4.14, 'jacobi-2d': 11.5, 'fdtd-2d': 16.4, 'heat-3d': 4552,
              'seidel-2d': 96.2, 'adi': 617, 'atax': 0.440, 'bicg': 0.536, 'mvt': 0.52,
              'gesummv': 0.238, 'gemver': 0.546, 'doitgen': 341, 'symm': 0.841,
              'correlation': 1.18, 'lu': 58.3, 'trisolv': 18.7}

CSV_FIELDS = ['program', 'type', 'size', 'flops', 'bytes', 'kernel_ms_median',
              'end_to_end_ms_median', 'gflops', 'gbs', 'cpu_ms', 'cublas_ms',
              'ratio', 'runs', 'device', 'cpu_runs', 'kernel_launches', 'status',
              'copy_share', 'ppcg_ms', 'warm_kernel_ms_median', 'ratio_first_run']


def read_lines(path):
    """The lines of PATH split into words (none when it is missing)."""
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [line.split() for line in f if line.strip() and not line.startswith('#')]


def median(xs):
    return statistics.median(xs) if xs else None


def fmt_ms(x):
    if x is None:
        return '–'
    return f'{x:.3f}' if x < 10 else f'{x:.2f}' if x < 100 else f'{x:.1f}' if x < 10000 else f'{x:.0f}'


def fmt_x(x):
    """A factor: 1234x, 12.3x, 1.23x."""
    return f'{x:.0f}x' if x >= 100 else f'{x:.1f}x' if x >= 10 else f'{x:.2f}x'


def fmt_rate(x):
    if x is None:
        return '–'
    return f'{x:.2f}' if x < 10 else f'{x:.1f}' if x < 1000 else f'{x:.0f}'


def main():
    if len(sys.argv) != 3:
        sys.exit('usage: report.py WORK RESULTS')
    work, results = sys.argv[1], sys.argv[2]
    meta = {}
    with open(os.path.join(work, 'meta.txt')) as f:
        for line in f:
            k, _, v = line.rstrip('\n').partition('=')
            meta[k] = v
    device = meta.get('device', '?')

    gpu, gpu_fail = {}, {}
    for w in read_lines(os.path.join(work, 'gpu-samples.txt')):
        if w[1] == 'fail':
            gpu_fail[w[0]] = ' '.join(w[2:])
        else:
            gpu.setdefault(w[0], []).append((float(w[2]), float(w[3]), int(w[4])))
    warm = {}
    for w in read_lines(os.path.join(work, 'gpu-warm.txt')):
        warm.setdefault(w[0], []).append(float(w[2]))
    cpu, cpu_note = {}, {}
    for w in read_lines(os.path.join(work, 'cpu-samples.txt')):
        if w[1] in ('skip', 'fail'):
            cpu_note[w[0]] = w[1] + ': ' + ' '.join(w[2:])
        else:
            cpu.setdefault(w[0], []).append(float(w[2]) * 1e3)
    blas = {w[1]: float(w[5]) for w in read_lines(os.path.join(work, 'cublas.txt'))
            if w[0] == 'cublas' and len(w) >= 6}
    # The copy bandwidth in GB/s: BYTES read and written in MS.
    copy_gbs = None
    for w in read_lines(os.path.join(work, 'cublas.txt')):
        if w[0] == 'cublas' and len(w) >= 6 and w[2] == 'copy' and float(w[5]) > 0:
            copy_gbs = 2 * int(w[3]) / float(w[5]) / 1e6

    rows = []
    for w in read_lines(os.path.join(work, 'cases.txt')):
        case, prog, typ, dataset = w[:4]
        params = {k: int(v) for k, v in (kv.split('=') for kv in w[4:])}
        flops_f, bytes_f = COUNTS[prog][0], COUNTS[prog][1]
        flops, nbytes = flops_f(params), bytes_f(params, SIZEOF[typ])
        size = (str(params['W']) if 'W' in params else
                f"{dataset} ({' '.join(f'{k}={v}' for k, v in params.items())})")
        samples = gpu.get(case, [])
        if (os.path.exists(os.path.join(work, prog + '.build-failed'))
                or os.path.exists(os.path.join(work, case + '.build-failed'))):
            status = 'build failed'
        elif case in gpu_fail:
            status = 'failed: ' + gpu_fail[case]
        elif not samples:
            status = 'not run'
        else:
            status = 'ok'
        ok = status == 'ok'
        # A median of 0 (every launch under the events' 0.001 ms
        # resolution) is left empty rather than divided by.
        kern = (median([s[0] for s in samples]) or None) if ok else None
        e2e = (median([s[1] for s in samples]) or None) if ok else None
        warm_ms = (median(warm.get(case, [])) or None) if ok else None
        cpu_ms = median(cpu.get(case, []))
        cublas_ms = blas.get(case)
        rows.append({
            'case': case, 'program': prog, 'type': typ, 'size': size, 'dataset': dataset,
            'flops': flops, 'bytes': nbytes, 'kernel_ms': kern, 'e2e_ms': e2e, 'warm_ms': warm_ms,
            'gflops': flops / kern / 1e6 if kern else None,
            'gbs': nbytes / kern / 1e6 if kern else None,
            'cpu_ms': cpu_ms, 'cpu_runs': len(cpu.get(case, [])), 'cpu_note': cpu_note.get(case, ''),
            'cublas_ms': cublas_ms,
            # ratio = tilec kernel time / cuBLAS time (= cuBLAS GFLOP/s / tilec
            # GFLOP/s), warm against warm where the warm twin ran
            'ratio': (warm_ms or kern) / cublas_ms if kern and cublas_ms else None,
            'ratio_first': kern / cublas_ms if kern and cublas_ms else None,
            'copy_share': (nbytes / kern / 1e6 / copy_gbs
                           if kern and copy_gbs and prog in MEMORY_BOUND else None),
            'ppcg_ms': PPCG_LARGE.get(prog) if dataset == 'LARGE' else None,
            'runs': len(samples) if ok else 0,
            'launches': samples[0][2] if ok else None,
            'status': status,
        })

    os.makedirs(results, exist_ok=True)
    with open(os.path.join(results, 'bench.csv'), 'w', newline='') as f:
        out = csv.writer(f)
        out.writerow(CSV_FIELDS)
        for r in rows:
            def num(x, spec):
                return '' if x is None else format(x, spec)
            out.writerow([r['program'], r['type'], r['size'], r['flops'], r['bytes'],
                          num(r['kernel_ms'], '.6f'), num(r['e2e_ms'], '.6f'),
                          num(r['gflops'], '.3f'), num(r['gbs'], '.3f'),
                          num(r['cpu_ms'], '.6f'), num(r['cublas_ms'], '.6f'),
                          num(r['ratio'], '.4f'), r['runs'], device, r['cpu_runs'],
                          '' if r['launches'] is None else r['launches'], r['status'],
                          num(r['copy_share'], '.4f'), num(r['ppcg_ms'], 'g'),
                          num(r['warm_ms'], '.6f'), num(r['ratio_first'], '.4f')])

    table = results_table(rows)
    with open(os.path.join(results, 'bench.md'), 'w') as f:
        f.write(markdown(meta, rows, table))
    sys.stdout.write(table)


def results_table(rows):
    """The Markdown results table (one row per case)."""
    head = ['program', 'type', 'size', 'kernels ms', 'warm ms', 'end-to-end ms', 'GFLOP/s', 'GB/s',
            'of copy BW', 'CPU ms', 'vs CPU (end-to-end)', 'cuBLAS ms', 'tilec vs cuBLAS',
            'PPCG ms', 'tilec / PPCG']
    lines = ['| ' + ' | '.join(head) + ' |',
             '|' + '|'.join(['---'] * 3 + ['---:'] * 9 + ['---'] + ['---:'] * 2) + '|']
    for r in rows:
        ppcg = fmt_ms(r['ppcg_ms'])
        if r['status'] != 'ok':
            cells = ([r['program'], r['type'], r['size'], r['status']] + ['–'] * 9 +
                     [ppcg, '–'])
        else:
            cpu, speed = '–', '–'
            if r['cpu_ms']:
                n = r['cpu_runs']
                cpu = fmt_ms(r['cpu_ms']) + ('' if n == r['runs'] else f" ({n} run{'s' if n > 1 else ''})")
            elif r['cpu_note'].startswith('skip'):
                cpu = 'not run'
            if r['cpu_ms'] and r['e2e_ms']:
                speed = (f"{fmt_x(r['cpu_ms'] / r['e2e_ms'])} faster" if r['cpu_ms'] >= r['e2e_ms'] else
                         f"{fmt_x(r['e2e_ms'] / r['cpu_ms'])} slower")
            if r['ratio'] is not None:
                vs = f"at {percent(100 / r['ratio'])} of {CUBLAS[r['program']]}"
                if r['ratio'] >= 1:
                    vs += f" ({fmt_x(r['ratio'])} slower)"
                if r['warm_ms']:
                    vs += f"; first run {fmt_x(r['ratio_first'])}"
            else:
                vs = '–'
            share = '–' if r['copy_share'] is None else percent(100 * r['copy_share'])
            vs_ppcg = ('–' if not r['ppcg_ms'] or not r['kernel_ms'] else
                       f"{r['kernel_ms'] / r['ppcg_ms']:.3g}")
            cells = [r['program'], r['type'], r['size'], fmt_ms(r['kernel_ms']), fmt_ms(r['warm_ms']),
                     fmt_ms(r['e2e_ms']),
                     fmt_rate(r['gflops']), fmt_rate(r['gbs']), share, cpu, speed,
                     fmt_ms(r['cublas_ms']), vs, ppcg, vs_ppcg]
        lines.append('| ' + ' | '.join(cells) + ' |')
    return '\n'.join(lines) + '\n'


def markdown(meta, rows, table):
    """The whole of bench.md: header, table, method, formulas."""
    runs = meta.get('runs', '?')
    progs = []
    for r in rows:
        if r['program'] not in progs:
            progs.append(r['program'])
    out = [
        '# tilec benchmark',
        '',
        f"- **GPU**: {meta.get('device', '?')} (driver {meta.get('driver', '?')}), "
        f"nvcc {meta.get('nvcc', '?')}, `-O3 -arch={meta.get('arch', '?')}`",
        f"- **CPU**: {meta.get('cpu', '?')}, {meta.get('cc', '?')}, `-O2`, one thread",
        f"- **date**: {meta.get('date', '?')}",
        '- produced by `make bench` (bench/bench.sh); machine-readable: bench.csv; plot: bench.png',
        '',
        table,
        '## What the times are',
        '',
        f"- **kernels ms**: median over {runs} timed processes of the sum of the CUDA-event "
        'times of the process\'s runs of kernel launches (`TILEC_PROFILE=runs`: one pair of events '
        'around the launches between two transfers, so the gaps between kernels are included '
        'and no event sits between two launches). '
        'Every process is fresh: it initialises its inputs anew; one warm-up process before '
        'them is discarded; `CUDA_MODULE_LOADING=EAGER` keeps module loading out of the first launch.',
        '- **warm ms** (programs with a cuBLAS counterpart): the same measure for the second of two '
        'calls of the timed function in one process (a warm twin of the program whose main calls it '
        'twice; its kernel runs\' second half), run after each timed process: the kernels\' first '
        'launches in a process cost more (about 10 µs a kernel on the H200), which cuBLAS\'s warm-up '
        'calls keep out of its times. Each call copies its inputs in anew, so the caches hold what '
        'the first call\'s copies left there.',
        '- **end-to-end ms**: the same processes, the sum of all their events: copies to the GPU '
        '+ kernels + copies from the GPU (pageable host memory). Allocation and context creation are not included.',
        '- **GFLOP/s**, **GB/s**: FLOPs and bytes (formulas below) / kernels time. **of copy BW** '
        '(memory-bound programs only): GB/s as a share of the device\'s copy bandwidth, measured in the '
        'same run (cudaMemcpy of 512 MiB within the GPU, read + write, median of the runs).',
        '- **PPCG ms** (LARGE only): PPCG\'s kernel time as issues 13 to 15 report it (H100, default '
        'options); **tilec / PPCG** = kernels ms / PPCG ms.',
        "- **CPU ms**: the original C program built with gcc -O2, the kernel function's wall time "
        '(PolyBench `POLYBENCH_TIME`; for the matmul rows bench/cpu_matmul.c times the '
        "program's `MatrixMulOnHost` alone "
        f"the same way); median of {runs} processes when one run takes under 0.5 s, of "
        f"{meta.get('cpu_slow_runs', '?')} when under 5 s, otherwise 1 run (the number is given "
        f"when it differs); the matmul rows only up to width {meta.get('cpu_matmul_max', '?')} "
        '(the naive loop takes about 5 s at 1024 and 8x more per doubling). '
        '**vs CPU** = CPU time / end-to-end time.',
        '- **cuBLAS ms**: bench/cublas_ref.cu in the same run on the same GPU, the same product at the '
        'same sizes (DGEMM for matmul, whose sums are doubles, and matmul-double; SGEMM for matmul-float, float, default '
        'math mode: no TF32; SGEMM in the TF32 math mode for matmul-tf32 (matmul-float translated with '
        '`--allow-tf32`); DGEMM for gemm; two DGEMMs for 2mm; three DGEMMs for 3mm: E = A·B, F = C·D, G = E·F; DSYRK for syrk; '
        'DSYR2K for syr2k; DSYMM for symm; DTRMM for trmm, unit diagonal), inputs copied once, '
        f"2 warm-up calls, median of {runs} calls, "
        'each between two CUDA events. **tilec vs cuBLAS**: ratio = tilec warm time (kernels time '
        'where no warm twin ran) / cuBLAS time (the CSV\'s `ratio`; `ratio_first_run` the kernels '
        'time\'s), shown as "tilec at 100/ratio % of cuBLAS", with the first run\'s ratio after it.',
        '- matmul accumulates in double as examples/matmul.c does (`double sum`, `a` and `b` of its '
        'float data), which tilec keeps: it is compared with DGEMM (double data, double sums), as '
        'issue 14 asks; SGEMM accumulates in float, as matmul-float (examples/matmul.c with `float '
        'sum`, `a` and `b`, which bench.sh derives with sed) does; matmul-double is examples/matmul.c '
        'with double arrays (sed: every float a double), the FP64 product of issue 14\'s table.',
        '',
        '## FLOP and byte counts',
        '',
        'FLOPs count the algorithm\'s arithmetic as BLAS counts it: a multiply-add is 2, a scaling by '
        'alpha or beta 1 per element scaled. Bytes are the minimal traffic: each array read loaded once, '
        'each array written stored once (for the time-stepped stencils, once per time step). '
        's = sizeof(type).',
        '',
        '| program | FLOPs | bytes |',
        '|---|---|---|',
    ]
    for p in progs:
        out.append(f'| {p} | {COUNTS[p][2]} | {COUNTS[p][3]} |')
    out.append('')
    return '\n'.join(out)


if __name__ == '__main__':
    main()
