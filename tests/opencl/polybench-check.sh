#!/usr/bin/env bash
# polybench-check.sh - all 30 PolyBench/C 4.2.1 kernels as distributed
# through `tilec --emit=opencl`, run on the machine's OpenCL device (PoCL's
# CPU device in CI) and compared with the CPU programs (make
# polybench-check; tests/opencl/polybench-check.c runs it under make check).
#
# Each kernel's directory is copied to the work directory with one change
# to its header: DATA_PRINTF_MODIFIER prints every digit ("%.17g " for
# double, "%.9g " for float) instead of two decimals, so that the dumps
# (-DPOLYBENCH_DUMP_ARRAYS) compare to 1e-10 (1e-5 for deriche, whose
# data are float) rather than to the last printed digit.  tests/opencl/opencl-compare.sh builds and runs both
# programs with outputs poisoned (NaN) and TILEC_PROFILE=1, checks that the
# region ran its GPU code ("transformed") and that the kernels launched,
# and compares every dumped array (gramschmidt's by its factorisation,
# Q R = A: tests/gpu/tools/check-qr.c says why).  A kernel for which tilec makes no GPU
# code is compared too (the host code must still be right) and counted
# apart.  One row per kernel and size, then a summary; exit 1 if any output
# is wrong.
#
# usage: polybench-check.sh [-t TILEC] [-p POLYBENCH_DIR] [-s SIZES] [-j JOBS]
#                           [-o WORK] [KERNEL...]
#   -t TILEC   the compiler (default build/tilec)
#   -p DIR     PolyBench/C 4.2.1 (default ../shared/polybench beside the
#              repository; POLYBENCH=DIR in the environment too)
#   -s SIZES   comma-separated datasets (default MINI,SMALL)
#   -j JOBS    kernels checked at once (default 2)
#   -o WORK    keep the work files there (default: a temporary directory)
#   KERNEL...  only these (names from utilities/benchmark_list)
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
tilec=$repo/build/tilec
pb=$("$repo/tests/Inputs/polybench-dir.sh" "$repo")
sizes=MINI,SMALL
jobs=2
work=""
while getopts "t:p:s:j:o:h" opt; do
  case "$opt" in
    t) tilec=$OPTARG ;;
    p) pb=$OPTARG ;;
    s) sizes=$OPTARG ;;
    j) jobs=$OPTARG ;;
    o) work=$OPTARG ;;
    h) sed -n '/^# usage:/,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
case "$tilec" in /*) ;; *) tilec=$PWD/$tilec ;; esac
[ -x "$tilec" ] || { echo "polybench-check: no tilec at $tilec" >&2; exit 2; }
[ -f "$pb/utilities/benchmark_list" ] || { echo "polybench-check: no PolyBench at $pb" >&2; exit 2; }
pb=$(cd "$pb" && pwd)
if [ -z "$work" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"

. "$repo/tests/Inputs/polybench-dist.sh"
mapfile -t list < <(pb_kernels "$pb" "$@")
[ ${#list[@]} -gt 0 ] || { echo "polybench-check: no kernel selected" >&2; exit 2; }

# One kernel at every size: its rows in $work/NAME.rows.
check_one() { # PATH
  local path=$1 name dir src size out line
  name=$(basename "$path" .c)
  dir=$work/$name
  rm -rf "$dir"
  pb_copy "$pb" "$path" "$dir/src"
  src=$dir/src/$name.c
  local tol
  tol=$(pb_tolerance "$dir/src/$name.h")
  : > "$dir/rows"
  for size in ${sizes//,/ }; do
    out=$("$here/opencl-compare.sh" -t "$tilec" --polybench -I "$pb/utilities" -D"${size}_DATASET" \
            --tol "$tol" --compare "$(pb_compare "$name")" -o "$dir/$size" "$src" 2>&1 | tail -1)
    local where=gpu
    if printf '%s' "$out" | grep -q "mapped 0 kernels"; then
      where=host
      out=$("$here/opencl-compare.sh" -t "$tilec" --polybench -I "$pb/utilities" \
              -D"${size}_DATASET" --tol "$tol" --compare "$(pb_compare "$name")" --kernels 0 \
              --expect-no-region -o "$dir/$size" \
              "$src" 2>&1 | tail -1)
    fi
    local result=FAIL kernels=- launched=- err=- shown_tol=-
    case "$out" in ok:*) result=ok ;; esac
    [[ $out =~ ([0-9]+)\ kernels,\ ([0-9]+)\ launched ]] && kernels=${BASH_REMATCH[1]} launched=${BASH_REMATCH[2]}
    [[ $out =~ max\ relative\ error\ ([-+.e0-9]+)\ \(tolerance\ ([-+.e0-9]+)\) ]] &&
      err=${BASH_REMATCH[1]} shown_tol=${BASH_REMATCH[2]}
    printf '| %-14s | %-5s | %-4s | %-4s | %7s | %8s | %9s | %5s |\n' "$name" "$size" "$result" \
      "$where" "$kernels" "$launched" "$err" "$shown_tol" >> "$dir/rows"
    [ $result = ok ] || printf '  %s\n' "$out" >> "$dir/rows"
  done
}

running=0
for path in "${list[@]}"; do
  check_one "$path" &
  running=$((running + 1))
  if [ $running -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait

echo "polybench-check: tilec $tilec, PolyBench $pb, $sizes, OpenCL (--emit=opencl)"
printf '| %-14s | %-5s | %-4s | %-4s | %7s | %8s | %9s | %5s |\n' kernel size ok code kernels launched "max error" tol
printf '|%s|\n' "----------------|-------|------|------|---------|----------|-----------|-------"
total=0 good=0 gpu=0
host_names=() bad_names=()
for path in "${list[@]}"; do
  name=$(basename "$path" .c)
  cat "$work/$name/rows"
  total=$((total + 1))
  if grep -q "| FAIL |" "$work/$name/rows" || ! grep -q "^|" "$work/$name/rows"; then
    bad_names+=("$name")
  else
    good=$((good + 1))
    if grep -q "| host |" "$work/$name/rows"; then host_names+=("$name"); else gpu=$((gpu + 1)); fi
  fi
done
echo "polybench-check: $good of $total correct at $sizes; $gpu with GPU kernels," \
  "${#host_names[@]} on the host${host_names[*]:+ (${host_names[*]})}"
if [ ${#bad_names[@]} -gt 0 ]; then
  echo "polybench-check: wrong or failed: ${bad_names[*]}"
  exit 1
fi
