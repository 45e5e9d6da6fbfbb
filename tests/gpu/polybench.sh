#!/usr/bin/env bash
# polybench.sh - GPU check of the dev-set programs (tests/polybench/): for
# each, build the original with gcc -O2 -ffp-contract=off (the CPU
# reference) and tilec's .cu with nvcc, run both at the chosen dataset
# (LARGE by default: PolyBench's sizes), compare the dumped arrays
# (tests/gpu/tools/compare-dumps.c: norm-wise relative error per array <= TOL,
# default 1e-10 for double) and print one row per program: CPU time and
# GPU time of the kernel function (POLYBENCH_TIME: for the GPU this
# includes allocation and transfers), the kernels' own time (CUDA events,
# TILEC_PROFILE=1), the error and pass/fail.  Exits non-zero on a failure.
set -uo pipefail
tilec=${TILEC:-build/tilec}
nvcc=${NVCC:-nvcc}
arch=${ARCH:-sm_90}
work=${WORK:-build/gpu}
size=${SIZE:-LARGE}
tol=${TOL:-1e-10}
mkdir -p "$work"
util=tests/polybench/utilities
gcc -O2 tests/gpu/tools/compare-dumps.c -o "$work/compare-dumps" -lm || exit 1
gcc -O2 -DPOLYBENCH_TIME -c "$util/polybench.c" -I "$util" -o "$work/polybench.o" || exit 1
status=0
printf '| %-10s | %-7s | %10s | %10s | %10s | %-30s |\n' program size "CPU s" "GPU s" "kernels s" "max rel. error"
printf '|%s|%s|%s|%s|%s|%s|\n' ------------ --------- ------------ ------------ ------------ --------------------------------
for p in ${PROGRAMS:-gemm 2mm mvt atax gemver jacobi-2d fdtd-2d syrk covariance lu}; do
  src=tests/polybench/$p/$p.c
  flags=(-I "$util" -I "tests/polybench/$p" "-D${size}_DATASET" -DPOLYBENCH_DUMP_ARRAYS -DPOLYBENCH_DUMP_EXACT -DPOLYBENCH_TIME)
  w=$work/$p
  ok=1
  gcc -O2 -ffp-contract=off "${flags[@]}" "$src" "$util/polybench.c" -lm -o "$w-cpu" || ok=0
  "$tilec" "${flags[@]}" "$src" -o "$w.cu" || ok=0
  if [ $ok = 1 ]; then
    "$nvcc" -O3 -arch="$arch" "${flags[@]}" -c "$w.cu" -o "$w.o" && \
      "$nvcc" -arch="$arch" "$w.o" "$work/polybench.o" -lm -o "$w-gpu" || ok=0
  fi
  if [ $ok = 1 ]; then
    cpu_t=$(timeout "${RUN_TIMEOUT:-300}" "$w-cpu" 2>"$w-cpu.dump")
    gpu_t=$(TILEC_PROFILE=1 timeout "${RUN_TIMEOUT:-300}" "$w-gpu" 2>"$w-gpu.raw") || gpu_t="timeout/error"
    grep -v '^tilec profile' "$w-gpu.raw" >"$w-gpu.dump"
    kern=$(awk '/^tilec profile: kernel/ { s += $(NF-1) } END { printf "%.6f", s / 1000 }' "$w-gpu.raw")
    cmp_out=$("$work/compare-dumps" "$w-gpu.dump" "$w-cpu.dump" "$tol") || ok=0
  else
    cpu_t=-; gpu_t=-; kern=-; cmp_out="FAIL: did not build"
  fi
  [ $ok = 1 ] || status=1
  err=$(echo "$cmp_out" | sed -n 's/.*max relative error \(.*\)/\1/p')
  [ $ok = 1 ] && res="pass, $err" || res="$cmp_out"
  printf '| %-10s | %-7s | %10s | %10s | %10s | %-30s |\n' "$p" "$size" "$cpu_t" "$gpu_t" "$kern" "$res"
done
exit $status
