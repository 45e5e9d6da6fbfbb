#!/usr/bin/env bash
# opencl-compare.sh - execution check of `tilec --emit=opencl`, used by the
# RUN lines of tests/opencl/*.c (lit substitutes %opencl-compare with this
# script and -t %tilec).  Runs the generated kernels for real, on whatever
# OpenCL device the machine has (PoCL's CPU device in CI).
#
# Builds SOURCE as it is with gcc -O2 -ffp-contract=off (the CPU
# reference), translates it with `tilec --emit=opencl`, builds that with
# -lOpenCL, runs both and compares their results within a norm-wise
# relative tolerance: per array, max |result - reference| must not exceed
# TOL * max |reference|, and no element may be NaN or infinite where the
# reference is finite (the programs poison their outputs with NaN before
# the kernels run, so an element no kernel wrote is caught).  The GPU code
# reorders and contracts (fma) floating-point operations, hence a
# tolerance rather than bit equality: 1e-5 for float, 1e-10 for double.
#
# The OpenCL program runs with TILEC_PROFILE=1 and must show which code
# ran: its "tilec profile:" lines are taken out of its stderr (which holds
# the PolyBench dumps) before the comparison, at least one of them must be
# a region line "tilec profile: region N (FILE:FIRST-LAST): WHAT", and
# every region line must say "transformed" (the kernels ran), or with
# --expect-original "original loops (arrays overlap)" (the run-time alias
# check chose the host loops).  With --kernels-ran N the run must also
# have launched exactly N kernels (N "tilec profile: kernel" lines).
#
# usage: opencl-compare.sh -t TILEC [options] SOURCE
#   -t TILEC      the compiler under test (required)
#   -o DIR        keep the work files in DIR (emptied first; default: a
#                 temporary directory, removed afterwards)
#   -D NAME[=V]   -U NAME, -I DIR: preprocessor flags for gcc and tilec alike
#   -T ARG        an extra argument for tilec only (repeatable)
#   -r 'ARGS'     run both programs with these arguments; repeatable, one
#                 comparison per -r (default: one run without arguments)
#   --raw         the program writes its result as raw floats to the file
#                 named by its last argument (examples/matmul.c): ARGS get
#                 that path appended and the files are compared
#   --polybench   a PolyBench program: add the harness (-I and polybench.c
#                 from tests/polybench/utilities), -DPOLYBENCH_DUMP_ARRAYS
#                 -DPOLYBENCH_DUMP_EXACT and -DPOLYBENCH_POISON; the dumped
#                 arrays are compared
#   --tol TOL     the tolerance (default 1e-5 with --raw, else 1e-10)
#   --compare T   compare the dumps with tests/gpu/tools/T.c (default
#                 compare-dumps; check-qr for PolyBench gramschmidt)
#   --kernels N   tilec must have mapped at least N kernels (default 1)
#   --kernels-ran N  each run must launch exactly N kernels
#   --expect-original  every region must report that it ran its original
#                 loops because the arrays overlap (no kernel may run)
#   --expect-regions LIST  the region lines must say, in this order, the
#                 words of LIST (comma-separated: transformed, original),
#                 for a program that runs a region more than once
#   --expect-no-region  no GPU code may run (a region kept on the host,
#                 which reports that it ran unchanged)
# Environment: CC (default gcc), TILEC_TIMEOUT and RUN_TIMEOUT (seconds,
# default 120 and 60).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)

. "$repo/tests/Inputs/compare-common.sh"

compare=compare-dumps
tilec="" work="" source="" raw=0 polybench=0 tol="" min_kernels=1 kernels_ran="" expect=transformed
cppflags=() extra=() tilec_args=() runs=()

while [ $# -gt 0 ]; do
  case "$1" in
    -t) [ $# -ge 2 ] || die "-t needs an argument"; tilec=$2; shift 2 ;;
    -o) [ $# -ge 2 ] || die "-o needs an argument"; work=$2; shift 2 ;;
    -D|-U|-I) [ $# -ge 2 ] || die "$1 needs an argument"; cppflags+=("$1$2"); shift 2 ;;
    -D*|-U*|-I*) cppflags+=("$1"); shift ;;
    -T) [ $# -ge 2 ] || die "-T needs an argument"; tilec_args+=("$2"); shift 2 ;;
    -r) [ $# -ge 2 ] || die "-r needs an argument"; runs+=("$2"); shift 2 ;;
    --raw) raw=1; shift ;;
    --polybench) polybench=1; shift ;;
    --tol) [ $# -ge 2 ] || die "--tol needs an argument"; tol=$2; shift 2 ;;
    --compare) [ $# -ge 2 ] || die "--compare needs an argument"; compare=$2; shift 2 ;;
    --kernels) [ $# -ge 2 ] || die "--kernels needs an argument"; min_kernels=$2; shift 2 ;;
    --kernels-ran) [ $# -ge 2 ] || die "--kernels-ran needs an argument"; kernels_ran=$2; shift 2 ;;
    --expect-original) expect=original; shift ;;
    --expect-no-region) expect=none; shift ;;
    --expect-regions) [ $# -ge 2 ] || die "--expect-regions needs an argument"
                      expect="seq:$2"; shift 2 ;;
    -*) die "unknown option $1" ;;
    *) [ -z "$source" ] || die "more than one source file"; source=$1; shift ;;
  esac
done

check_args_and_workdir
[ ${#runs[@]} -gt 0 ] || runs=("")
if [ -z "$tol" ]; then
  if [ $raw = 1 ]; then tol=1e-5; else tol=1e-10; fi
fi
if [ $polybench = 1 ]; then
  cppflags+=("-I$repo/tests/polybench/utilities" -DPOLYBENCH_DUMP_ARRAYS -DPOLYBENCH_DUMP_EXACT
             -DPOLYBENCH_POISON)
  extra+=("$repo/tests/polybench/utilities/polybench.c")
fi


cc=${CC:-gcc}
srcdir=$(cd "$(dirname "$source")" && pwd)
cflags=(-O2 -ffp-contract=off -iquote "$srcdir")


tools=$repo/tests/gpu/tools
"$cc" -O2 "$tools/compare-floats.c" -o "$work/compare-floats" -lm
"$cc" -O2 "$tools/$compare.c" -o "$work/$compare" -lm

if ! "$cc" "${cflags[@]}" ${cppflags[@]+"${cppflags[@]}"} "$source" ${extra[@]+"${extra[@]}"} \
     -lm -o "$work/reference" 2>"$work/reference.cc.log"; then
  show "$work/reference.cc.log"
  fail "the original program does not compile (test bug?)"
fi

set +e
timeout "${TILEC_TIMEOUT:-120}" "$tilec" --emit=opencl ${cppflags[@]+"${cppflags[@]}"} \
  ${tilec_args[@]+"${tilec_args[@]}"} "$source" -o "$work/opencl.c" 2>"$work/tilec.err"
status=$?
set -e
cat "$work/tilec.err" >&2
[ "$status" -eq 0 ] || fail "tilec --emit=opencl exited with status $status"
kernels=$(grep -c '^    "__kernel ' "$work/opencl.c" || true)
[ "$kernels" -ge "$min_kernels" ] ||
  fail "tilec mapped $kernels kernels, expected at least $min_kernels"

if ! "$cc" "${cflags[@]}" -Wall -Werror=implicit-function-declaration \
     ${cppflags[@]+"${cppflags[@]}"} "$work/opencl.c" ${extra[@]+"${extra[@]}"} \
     -lOpenCL -lm -o "$work/opencl" 2>"$work/opencl.cc.log"; then
  show "$work/opencl.cc.log"
  fail "the generated program ($work/opencl.c) does not compile"
fi

# Device arrays that the generated code does not copy in start as NaN too
# (runtime/tilec_common.h).
export TILEC_POISON=1
unset TILEC_PROFILE
n=0
for args in "${runs[@]}"; do
  n=$((n + 1))
  read -r -a argv <<<"$args" || true
  label="run $n (arguments: ${args:-none})"
  out=()
  [ $raw = 0 ] || out=("$work/run$n.reference.bin")
  run "$work/reference" "$work/run$n.reference" ${argv[@]+"${argv[@]}"} ${out[@]+"${out[@]}"}
  [ $raw = 0 ] || out=("$work/run$n.opencl.bin")
  TILEC_PROFILE=1 run "$work/opencl" "$work/run$n.opencl" ${argv[@]+"${argv[@]}"} ${out[@]+"${out[@]}"}
  mv "$work/run$n.opencl.stderr" "$work/run$n.opencl.stderr.raw"
  split_profile "$work/run$n.opencl.stderr.raw" "$work/run$n.opencl.stderr" "$work/run$n.opencl.profile"
  sr=$(cat "$work/run$n.reference.status")
  so=$(cat "$work/run$n.opencl.status")
  [ "$sr" = 0 ] || { show "$work/run$n.reference.stderr"; fail "$label: the reference exited with status $sr (test bug?)"; }
  [ "$so" = 0 ] || { show "$work/run$n.opencl.stderr.raw"; fail "$label: the OpenCL program exited with status $so"; }
  if ! regions=$(check_regions "$work/run$n.opencl.profile" "$expect" 0); then
    echo "FAIL: $label: the OpenCL program did not run the code expected:"
    echo "$regions" | sed 's/^/  | /'
    exit 1
  fi
  ran=$(grep -c '^tilec profile: kernel ' "$work/run$n.opencl.profile" || true)
  if [ "$expect" = original ] && [ "$ran" != 0 ]; then
    fail "$label: $ran kernels ran, but the original loops were expected"
  fi
  if [ -n "$kernels_ran" ] && [ "$ran" != "$kernels_ran" ]; then
    fail "$label: $ran kernels ran, expected $kernels_ran"
  fi
  if [ $raw = 1 ]; then
    result=$("$work/compare-floats" "$work/run$n.opencl.bin" "$work/run$n.reference.bin" "$tol") ||
      fail "$label: $result"
  else
    result=$("$work/$compare" "$work/run$n.opencl.stderr" "$work/run$n.reference.stderr" "$tol") ||
      fail "$label: $result"
  fi
  echo "ok: $label: $kernels kernels, $ran launched; $regions; $result (tolerance $tol)"
done
