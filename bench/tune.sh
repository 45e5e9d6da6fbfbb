#!/usr/bin/env bash
# tune.sh - autotuning of a program's tiled GPU kernels (make tune): times
# candidate recipes on the GPU and keeps the fastest as a recipe the user
# can keep beside the source (tilec --recipe=FILE).
#
# The program is translated once as tilec would (--save-recipe: the cost
# model's choice, the "default" row).  Each candidate is that recipe with
# other sizes in the steps of its tiled kernels: block tile T x T, or
# TY x TX for T written TYxTX (gpu-tile: TY in y, TX in x; 64x32 is the
# cost model's tile where 64 x 64 ones make less than a wave), P x P
# points per thread (coarsen: (TY / P) (TX / P) threads, 64 to 1024; a
# kernel on the tensor cores, whose recipe has an mma step: P x TX/4
# points, 4 x TY/P threads) and reduction step S (the strip-mine after
# gpu-tile), and for a candidate T/P/S/M the steps of k per tensor-core
# instruction M (4 or 8: 'mma LOOP M'; without M the cost model's);
# every tiled kernel of the program gets the same T, P, S and M.  The
# default candidates add, for a program whose recipe has an mma step, the
# cost model's T/P/S with M 4 and 8.  A candidate tilec
# refuses (a located error: e.g. a tile that does not fit shared memory)
# is listed and skipped.  Each candidate is built with nvcc -O3 and run
# RUNS times with TILEC_PROFILE=runs; its time is the median over the runs
# of the kernel time (the runs of launches between transfers), and its
# output must match the default's (PolyBench dumps: max |x - x_default| /
# max |x_default| per array <= 1e-9, tests/gpu/tools/compare-dumps.c;
# other programs: the same text, profile lines aside).  The table lists
# every candidate, fastest first; the fastest that matches is written to
# OUT.  nvcc also gets -I with the program's directory (its headers).
# Without a GPU (or with --build-only) it stops after the builds.
#
# usage: bench/tune.sh [options] PROGRAM.c [-- RUN ARGUMENTS...]
#   -f 'FLAGS'    flags for tilec and nvcc alike (-I, -D: e.g.
#                 '-I tests/polybench/utilities -DLARGE_DATASET
#                 -DPOLYBENCH_DUMP_ARRAYS', whose polybench.h links with C++)
#   -o OUT        the fastest recipe (default WORK/tuned.recipe)
#   -w WORK       work directory (default build/tune/NAME)
#   -r RUNS       timed runs per candidate (default 3)
#   -c 'T/P/S[/M] ...'  the candidates (default: T in 32 64 128 64x32
#                 128x64, P in 2 4 8, S in 8 16 32, 64 to 1024 threads;
#                 with an mma step also the default's T/P/S/4 and /8)
#   -x 'FILES'    more C files to link (PolyBench:
#                 tests/polybench/utilities/polybench.c)
#   --build-only  translate and build only
# Environment: TILEC (build/tilec), NVCC (nvcc), ARCH (sm_90), JOBS (all
# cores).
set -uo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tilec=${TILEC:-$repo/build/tilec}
nvcc=${NVCC:-nvcc}
arch=${ARCH:-sm_90}
jobs=${JOBS:-$(nproc)}
flags='' out='' work='' runs=3 cands='' extra='' build_only=0
usage() { sed -n '/^# usage:/,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit "${1:-2}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    -f) flags=$2; shift 2 ;;
    -o) out=$2; shift 2 ;;
    -w) work=$2; shift 2 ;;
    -r) runs=$2; shift 2 ;;
    -c) cands=$2; shift 2 ;;
    -x) extra=$2; shift 2 ;;
    --build-only) build_only=1; shift ;;
    -h | --help) usage 0 ;;
    -*) echo "tune: unknown option '$1'" >&2; usage ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] || usage
prog=$1; shift
[ "${1:-}" != -- ] || shift
run_args=("$@")
[ -f "$prog" ] || { echo "tune: no file '$prog'" >&2; exit 2; }
name=$(basename "$prog" .c)
work=${work:-$repo/build/tune/$name}
out=${out:-$work/tuned.recipe}
rm -rf "$work" && mkdir -p "$work" || exit 1

# shellcheck disable=SC2086
if ! "$tilec" $flags --save-recipe="$work/default.recipe" "$prog" -o "$work/default.cu" 2>"$work/default.err"; then
  echo "tune: tilec failed on $prog:" >&2; head -n 5 "$work/default.err" >&2; exit 1
fi
if ! grep -q '^gpu-tile ' "$work/default.recipe"; then
  echo "tune: $prog has no tiled kernel (no gpu-tile step in its recipe); nothing to tune" >&2
  exit 1
fi
if [ -z "$cands" ]; then
  for t in 32 64 128 64x32 128x64; do
    for p in 2 4 8; do
      ty=${t%x*} tx=${t#*x}
      th=$(((ty / p) * (tx / p)))
      [ "$th" -ge 64 ] && [ "$th" -le 1024 ] || continue
      for s in 8 16 32; do cands+="$t/$p/$s "; done
    done
  done
  # (the tensor cores' steps: the cost model's sizes with 4 and 8)
  if grep -q '^mma ' "$work/default.recipe"; then
    dflt=$(awk '/^gpu-tile/ && !t { split($3, a, ","); t = a[1] (a[2] && a[2] != a[1] ? "x" a[2] : "") }
      /^coarsen/ && !p { split($3, a, ","); p = a[1] }
      /^stripmine/ && t && !s { s = $3 } END { print t "/" p "/" s }' "$work/default.recipe")
    cands+="$dflt/4 $dflt/8 "
  fi
fi

# Candidate C's recipe: the default's with its sizes.
list=default
for c in $cands; do
  IFS=/ read -r t p s m <<<"$c"
  id="t${t}p${p}s${s}${m:+m$m}"
  awk -v ty="${t%x*}" -v tx="${t#*x}" -v p="$p" -v s="$s" -v m="$m" '
    NR == FNR { if (/^# region/) r++; if (/^mma /) mma[r] = 1; next }
    FNR == 1 { r = 0 }
    /^# region/ { tiled = 0; r++ }
    /^gpu-tile / { split($3, a, ","); $3 = ty; for (i = 2; i <= length(a); i++) $3 = $3 "," tx; tiled = 1 }
    /^coarsen / && mma[r] { $3 = p "," (tx / 4) }
    /^coarsen / && !mma[r] { split($3, a, ","); $3 = p; for (i = 2; i <= length(a); i++) $3 = $3 "," p }
    /^stripmine / && tiled { $3 = s }
    /^mma / && m != "" { $0 = $1 " " $2 " " m }
    { print }' "$work/default.recipe" "$work/default.recipe" >"$work/$id.recipe"
  if cmp -s "$work/$id.recipe" "$work/default.recipe"; then
    continue # the default itself
  fi
  # shellcheck disable=SC2086
  if "$tilec" $flags --recipe="$work/$id.recipe" "$prog" -o "$work/$id.cu" 2>"$work/$id.err"; then
    list+=" $id"
  else
    echo "$id refused: $(grep -m1 'error:' "$work/$id.err" | sed 's/^[^ ]* error: //')" >>"$work/refused"
  fi
done

# shellcheck disable=SC2086
printf '%s\n' $list | xargs -P "$jobs" -I{} sh -c \
  "$nvcc -O3 -arch=$arch -w $flags -I '$(dirname "$prog")' -o '$work/{}' '$work/{}.cu' $extra -lm >'$work/{}.build' 2>&1 || echo {} >>'$work/failed'"
built=0
for id in $list; do [ -x "$work/$id" ] && built=$((built + 1)); done
echo "tune: $name: $built candidates built ($(echo $list | wc -w) translated, $( [ -f "$work/refused" ] && wc -l <"$work/refused" || echo 0) refused)"
if [ "$build_only" = 1 ] || ! nvidia-smi -L >/dev/null 2>&1; then
  [ "$build_only" = 1 ] || echo "tune: no NVIDIA GPU here; stopping after the builds"
  exit 0
fi
cc -O2 -o "$work/compare-dumps" "$repo/tests/gpu/tools/compare-dumps.c" -lm || exit 1

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
: >"$work/rows"
for id in $list; do
  [ -x "$work/$id" ] || { echo "$id - build-failed" >>"$work/rows"; continue; }
  : >"$work/$id.ms"
  ok=1
  for r in $(seq 1 "$runs"); do
    if ! CUDA_MODULE_LOADING=EAGER TILEC_PROFILE=runs timeout 300 "$work/$id" "${run_args[@]}" \
        >"$work/$id.stdout" 2>"$work/$id.stderr"; then
      ok=0; break
    fi
    awk '/^tilec profile: kernels?[: ].*: [0-9.]+ ms$/ { s += $(NF - 1) } END { print s + 0 }' \
      "$work/$id.stderr" >>"$work/$id.ms"
  done
  grep -v '^tilec profile' "$work/$id.stderr" >"$work/$id.out"
  cat "$work/$id.stdout" >>"$work/$id.out"
  check=ok
  if [ $ok = 0 ]; then
    check=run-failed
  elif [ "$id" != default ]; then
    if grep -q '==BEGIN DUMP_ARRAYS==' "$work/default.out"; then
      "$work/compare-dumps" "$work/$id.out" "$work/default.out" 1e-9 >/dev/null 2>&1 || check=differs
    else
      cmp -s "$work/$id.out" "$work/default.out" || check=differs
    fi
  fi
  echo "$id $(median <"$work/$id.ms") $check" >>"$work/rows"
done
def=$(awk '$1 == "default" { print $2 }' "$work/rows")
printf '| %-12s | %-22s | %9s | %10s | %-10s |\n' candidate "tile, per thread, step" "kernel ms" "/ default" check
printf '|%s|\n' "--------------|------------------------|-----------|------------|------------"
sort -k2,2g "$work/rows" | while read -r id ms check; do
  if [ "$id" = default ]; then
    what=$(awk '/^gpu-tile/ { t = $3 } /^coarsen/ { p = $3 } /^stripmine/ { s = $3 } END { print t " / " p " / " s }' "$work/default.recipe")
  else
    what=$(sed 's/^t\([0-9x]*\)p\([0-9]*\)s\([0-9]*\)$/\1 \/ \2 \/ \3/; s/^t\([0-9x]*\)p\([0-9]*\)s\([0-9]*\)m\([0-9]*\)$/\1 \/ \2 \/ \3, mma \4/' <<<"$id")
  fi
  ratio=-
  [ "$ms" != - ] && [ -n "$def" ] && ratio=$(awk -v a="$ms" -v b="$def" 'BEGIN { printf "%.3f", a / b }')
  printf '| %-12s | %-22s | %9s | %10s | %-10s |\n' "$id" "$what" "$ms" "$ratio" "$check"
done
[ -f "$work/refused" ] && sed 's/^/tune: /' "$work/refused"
best=$(awk '$3 == "ok" && $2 != "-"' "$work/rows" | sort -k2,2g | head -n 1 | cut -d' ' -f1)
if [ -n "$best" ]; then
  cp "$work/$best.recipe" "$out"
  echo "tune: $name: fastest $best ($(awk -v b="$best" '$1 == b { print $2 }' "$work/rows") ms, default $def ms); recipe in $out"
fi
