#!/usr/bin/env bash
# polybench-dist.sh - the PolyBench/C 4.2.1 kernels as distributed through
# `tilec --emit=cuda` on an NVIDIA GPU (make bench-polybench): each result
# compared with the CPU program and timed, one row per kernel.
#
# Per kernel: its directory is copied with DATA_PRINTF_MODIFIER widened to
# every digit (as tests/opencl/polybench-check.sh does), built against the
# harness of tests/polybench/utilities with -DPOLYBENCH_DUMP_ARRAYS
# -DPOLYBENCH_DUMP_EXACT -DPOLYBENCH_POISON (outputs start as NaN): the CPU
# reference with gcc -O2 -ffp-contract=off -DPOLYBENCH_TIME (its kernel
# time, one run), the CUDA program with tilec and nvcc -O3.  The CUDA
# program runs RUNS times with TILEC_PROFILE=runs (CUDA events around every
# run of launches between transfers, and every transfer); the first run's dump is compared with the CPU's
# (tests/gpu/tools/compare-dumps.c, max |gpu - cpu| / max |cpu| per array
# <= 1e-10, 1e-5 for float data; gramschmidt by its factorisation,
# tests/gpu/tools/check-qr.c).  Kernel time: the sum of a run's kernel-run events; end to end:
# the sum of all its events (copies in, kernels, copies out; allocation
# excluded); medians over the RUNS runs.  Kernels that tilec keeps on the
# host are compared and timed as the generated program (CPU code).  The
# last columns: PPCG's kernel time as issues 13 and 15 give it (H100,
# LARGE) and tilec's (kernels, or CPU code kept on the host) over it.
#
# usage: bench/polybench-dist.sh [KERNEL...]   (default: all 30)
# Environment: TILEC (build/tilec), POLYBENCH (../shared/polybench), SIZE
# (LARGE), RUNS (3), TIMEOUT (seconds per run, 120), NVCC, ARCH (sm_90),
# JOBS (parallel builds and CPU references, 8), OUT (bench/results).
set -uo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tilec=${TILEC:-$repo/build/tilec}
pb=$("$repo/tests/Inputs/polybench-dir.sh" "$repo")
size=${SIZE:-LARGE}
runs=${RUNS:-3}
timeout_s=${TIMEOUT:-120}
nvcc=${NVCC:-nvcc}
arch=${ARCH:-sm_90}
jobs=${JOBS:-8}
out=${OUT:-$repo/bench/results}
util=$repo/tests/polybench/utilities
if ! nvidia-smi -L >/dev/null 2>&1; then
  echo "polybench-dist: no NVIDIA GPU here; skipped"
  exit 0
fi
pb=$(cd "$pb" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
for tool in compare-dumps check-qr; do
  gcc -O2 "$repo/tests/gpu/tools/$tool.c" -o "$work/$tool" -lm || exit 1
done
gcc -O2 -c "$util/polybench.c" -I "$util" -o "$work/polybench.o" || exit 1

. "$repo/tests/Inputs/polybench-dist.sh"
mapfile -t list < <(pb_kernels "$pb" "$@")

# Build and run the CPU reference of PATH; build the CUDA program.
prepare() { # PATH
  local path=$1 name dir flags
  name=$(basename "$path" .c)
  dir=$work/$name
  pb_copy "$pb" "$path" "$dir/src"
  flags=(-I "$util" -I "$dir/src" -D"${size}_DATASET" -DPOLYBENCH_DUMP_ARRAYS -DPOLYBENCH_DUMP_EXACT
         -DPOLYBENCH_POISON)
  {
    gcc -O2 -ffp-contract=off "${flags[@]}" -DPOLYBENCH_TIME "$dir/src/$name.c" "$util/polybench.c" \
      -lm -o "$dir/cpu" &&
      timeout "$timeout_s" "$dir/cpu" > "$dir/cpu.time" 2> "$dir/cpu.dump" || echo "cpu failed" > "$dir/error"
  } &
  {
    "$tilec" "${flags[@]}" "$dir/src/$name.c" -o "$dir/$name.cu" 2> "$dir/tilec.err" &&
      "$nvcc" -O3 -arch="$arch" "${flags[@]}" -c "$dir/$name.cu" -o "$dir/$name.o" 2> "$dir/nvcc.err" &&
      "$nvcc" -arch="$arch" "$dir/$name.o" "$work/polybench.o" -lm -o "$dir/gpu" 2>> "$dir/nvcc.err" ||
      echo "build failed" > "$dir/error"
  } &
  wait
}

running=0
for path in "${list[@]}"; do
  prepare "$path" &
  running=$((running + 1))
  if [ $running -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
done
wait

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# PPCG's kernel times at LARGE on an H100 (default options), as issues 13
# and 15 give them; '-' where they give none (cholesky, ludcmp: not
# timed; nussinov: PPCG's output does not compile; floyd-warshall: over
# 40 s; the rest: not measured); '!' where PPCG's result was wrong.
ppcg_ms() { # NAME
  case "$1" in
    bicg) echo 0.536 ;; lu) echo 58.3 ;; correlation) echo 1.18 ;; symm) echo 0.841 ;;
    seidel-2d) echo 96.2 ;; trisolv) echo 18.7 ;; adi) echo 617 ;; durbin) echo '128!' ;;
    gramschmidt) echo '256!' ;; deriche) echo '3.41!' ;; jacobi-1d) echo 4.14 ;;
    jacobi-2d) echo 11.5 ;; fdtd-2d) echo 16.4 ;; heat-3d) echo 4552 ;; atax) echo 0.440 ;;
    mvt) echo 0.52 ;; gesummv) echo 0.238 ;; gemver) echo 0.546 ;; doitgen) echo 341 ;;
    *) echo - ;;
  esac
}
# tilec's time (its kernels', or the CPU's where the code stayed on the
# host) over PPCG's; '-' without both.
ratio() { # TILEC_MS PPCG_MS
  local p=${2%!}
  case "$1$p" in *-*) echo - ;; *) awk -v t="$1" -v p="$p" 'BEGIN { printf "%.3f", t / p }' ;; esac
}

csv=$out/polybench-dist.csv
echo "kernel,size,code,kernels,launches,check,max_error,cpu_ms,kernel_ms,end_to_end_ms,ppcg_ms,vs_ppcg" > "$csv"
printf '| %-14s | %-4s | %7s | %8s | %-5s | %9s | %10s | %10s | %10s | %8s | %6s |\n' kernel code kernels launches check "max error" "cpu ms" "kernel ms" "e2e ms" "PPCG ms" "/ PPCG"
printf '|%s|\n' "----------------|------|---------|----------|-------|-----------|------------|------------|------------|----------|--------"
for path in "${list[@]}"; do
  name=$(basename "$path" .c)
  dir=$work/$name
  code=gpu kernels=0 launches=- check=FAIL err=- kms=- ems=- cms=-
  grep -q "no GPU kernel" "$dir/tilec.err" 2>/dev/null && code=host
  [ -f "$dir/$name.cu" ] && kernels=$(grep -c "^__global__ void" "$dir/$name.cu")
  [ -s "$dir/cpu.time" ] && cms=$(awk 'NF { printf "%.3f", $1 * 1000; exit }' "$dir/cpu.time")
  if [ ! -f "$dir/error" ]; then
    : > "$dir/kernel.ms"
    : > "$dir/e2e.ms"
    for r in $(seq 1 "$runs"); do
      if [ "$r" = 1 ]; then dump=$dir/gpu.dump; else dump=/dev/null; fi
      if ! TILEC_PROFILE=runs TILEC_POISON=1 CUDA_MODULE_LOADING=EAGER timeout "$timeout_s" "$dir/gpu" \
           > /dev/null 2> "$dir/gpu.err.raw"; then
        echo "run $r failed or timed out" > "$dir/error"
        break
      fi
      grep -v '^tilec profile' "$dir/gpu.err.raw" > "$dump"
      awk '/^tilec profile: .*: [0-9.]+ ms$/ { t = $(NF - 1); all += t; if ($3 == "kernel") { k += t; n++ } else if ($3 == "kernels:") { k += t; n += $4 } }
           END { print k + 0 > "/dev/stderr"; print all + 0; print n + 0 > "'"$dir/launches"'" }' \
        "$dir/gpu.err.raw" >> "$dir/e2e.ms" 2>> "$dir/kernel.ms"
    done
    if [ ! -f "$dir/error" ]; then
      line=$("$work/$(pb_compare "$name")" "$dir/gpu.dump" "$dir/cpu.dump" "$(pb_tolerance "$dir/src/$name.h")" 2>&1)
      case "$line" in ok*) check=ok ;; esac
      [[ $line =~ max\ relative\ error\ ([-+.e0-9]+) ]] && err=${BASH_REMATCH[1]}
      [ $check = ok ] || echo "$line" | head -3 > "$dir/error"
      kms=$(median < "$dir/kernel.ms")
      ems=$(median < "$dir/e2e.ms")
      launches=$(cat "$dir/launches")
      [ $code = host ] && kms=- ems=- # no CUDA events: the program's CPU code
    fi
  fi
  pms=$(ppcg_ms "$name") vs=-
  [ "$size" = LARGE ] || pms=-
  if [ $check = ok ]; then
    if [ $code = host ]; then vs=$(ratio "$cms" "$pms"); else vs=$(ratio "$kms" "$pms"); fi
  fi
  printf '| %-14s | %-4s | %7s | %8s | %-5s | %9s | %10s | %10s | %10s | %8s | %6s |\n' "$name" \
    "$code" "$kernels" "$launches" "$check" "$err" "$cms" "$kms" "$ems" "$pms" "$vs"
  [ -f "$dir/error" ] && sed 's/^/  /' "$dir/error" | head -3
  echo "$name,$size,$code,$kernels,$launches,$check,$err,$cms,$kms,$ems,$pms,$vs" >> "$csv"
done
echo "polybench-dist: $size, $runs runs (medians), $(nvidia-smi -L | head -1); rows in $csv"
