#!/usr/bin/env bash
# matmul.sh - GPU check and timing of examples/matmul.c translated by tilec
# (run on a machine with an NVIDIA GPU, from the repository root):
# translate with tilec, build with nvcc, run at several widths and compare
# P element by element with the CPU program (tests/gpu/tools/compare-floats.c:
# no unwritten (NaN) element, norm-wise relative error <= 1e-5); then time
# the kernel (CUDA events, TILEC_PROFILE=1) at 4096 x 4096.
# The CPU reference is the original program built with gcc -O2
# -ffp-contract=off; for the largest widths its OpenMP version from
# `tilec --emit=c --openmp` (bit-identical to the original, see
# tests/exec-transform) keeps the reference quick.
set -euo pipefail
tilec=${TILEC:-build/tilec}
nvcc=${NVCC:-nvcc}
arch=${ARCH:-sm_90}
work=${WORK:-build/gpu}
mkdir -p "$work"
if [ -n "${CU:-}" ]; then cp "$CU" "$work/matmul.cu"; else "$tilec" examples/matmul.c -o "$work/matmul.cu" ${TILEC_FLAGS:-}; fi
"$tilec" --emit=c --openmp examples/matmul.c -o "$work/matmul-omp.c"
"$nvcc" -O3 -arch="$arch" "$work/matmul.cu" -o "$work/matmul-gpu"
gcc -O2 -ffp-contract=off examples/matmul.c -o "$work/matmul-cpu"
gcc -O2 -ffp-contract=off -fopenmp "$work/matmul-omp.c" -o "$work/matmul-omp"
gcc -O2 tests/gpu/tools/compare-floats.c -o "$work/compare-floats" -lm
status=0
printf '%-8s %-6s %s\n' Width result detail
for w in ${WIDTHS:-1 15 16 17 100 1000 1024 4097}; do
  ref=$work/matmul-cpu
  [ "$w" -le 1024 ] || ref=$work/matmul-omp
  "$ref" "$w" "$work/ref.bin" >/dev/null
  "$work/matmul-gpu" "$w" "$work/gpu.bin" >/dev/null
  if out=$("$work/compare-floats" "$work/gpu.bin" "$work/ref.bin" 1e-5); then
    printf '%-8s %-6s %s\n' "$w" pass "$out"
  else
    printf '%-8s %-6s %s\n' "$w" FAIL "$out"
    status=1
  fi
done
# A rectangular float product of odd shapes (tests/gpu/tools/rect_matmul.c).
"$tilec" tests/gpu/tools/rect_matmul.c -o "$work/rect.cu"
"$nvcc" -O3 -arch="$arch" "$work/rect.cu" -o "$work/rect-gpu"
gcc -O2 -ffp-contract=off tests/gpu/tools/rect_matmul.c -o "$work/rect-cpu"
for shape in "1 1 1" "7 13 5" "33 17 65" "100 1 37" "129 257 31" "1000 999 1001"; do
  "$work/rect-cpu" $shape "$work/ref.bin" >/dev/null
  "$work/rect-gpu" $shape "$work/gpu.bin" >/dev/null
  if out=$("$work/compare-floats" "$work/gpu.bin" "$work/ref.bin" 1e-5); then
    printf '%-14s %-6s %s\n' "${shape// /x}" pass "$out"
  else
    printf '%-14s %-6s %s\n' "${shape// /x}" FAIL "$out"
    status=1
  fi
done
w=${TIME_WIDTH:-4096}
for run in 1 2 3 4 5 6 7 8 9 10 11; do
  TILEC_PROFILE=1 "$work/matmul-gpu" "$w" 2>&1 >/dev/null | grep 'tilec profile'
done > "$work/profile.txt"
python3 - "$work/profile.txt" "$w" <<'PY'
import re, statistics, sys
runs = {}
for line in open(sys.argv[1]):
    m = re.match(r'tilec profile: (.*): ([0-9.]+) ms', line)
    if m:
        runs.setdefault(m.group(1), []).append(float(m.group(2)))
w = int(sys.argv[2])
flop = 2.0 * w ** 3
total = 0.0
for name, times in runs.items():
    t = statistics.median(times[1:] if len(times) > 1 else times)
    total += t
    extra = f"  {flop / t / 1e6:8.1f} GFLOP/s" if name.startswith('kernel') else ''
    print(f"{w}x{w} {name:45s} median {t:9.3f} ms{extra}")
print(f"{w}x{w} {'end to end (copies + kernel)':45s} median {total:9.3f} ms  {flop / total / 1e6:8.1f} GFLOP/s")
PY
exit $status
