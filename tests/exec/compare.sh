#!/usr/bin/env bash
# compare.sh - execution check for `tilec --emit=c`, used by the RUN lines
# of tests/exec/*.c (lit substitutes %compare with this script and -t
# %tilec).
#
# Compiles SOURCE as it is and runs it; runs `tilec --emit=c` on it,
# compiles the generated C the same way and runs that, with TILEC_PROFILE=1
# in its environment; the two runs must exit alike and print byte-identical
# stdout and stderr once the "tilec profile:" lines are taken out of the
# generated program's stderr.  Both programs are built with -O0
# -ffp-contract=off, so a difference in the last bit of a floating-point
# result is the compiler's doing, not gcc's.
#
# Equal outputs alone do not show that the transformed code ran: when its
# run-time alias check finds overlapping arrays a region runs its original
# loops.  So each run of the generated program must also print at least
# one "tilec profile: region N (FILE:FIRST-LAST): WHAT" line, and every
# such line must say "transformed" (with --allow-unchanged, "unchanged"
# too; with --expect-original, every line must say "original loops
# (arrays overlap)" instead; with --expect-no-region, tilec must have left
# the program without a region it changed, so no other line may appear).
#
# usage: compare.sh -t TILEC [options] SOURCE
#   -t TILEC      the compiler under test (required)
#   -o DIR        keep the work files in DIR (emptied first; default: a
#                 temporary directory, removed afterwards)
#   -D NAME[=V]   -U NAME, -I DIR: preprocessor flags given to gcc and to
#                 tilec alike
#   -x FILE       an extra C file to compile and link with both programs
#   -T ARG        an extra argument for tilec only (repeatable)
#   -C FLAG       an extra compiler flag for the generated program only
#                 (repeatable), e.g. -C -fopenmp
#   -r 'ARGS'     run both programs with these arguments (split at spaces);
#                 repeatable, one comparison per -r; without -r, one run
#                 with no arguments
#   --polybench   a PolyBench program: add the harness (-I and polybench.c
#                 from tests/polybench/utilities) and -DPOLYBENCH_DUMP_ARRAYS
#                 -DPOLYBENCH_DUMP_EXACT, so the arrays are dumped exactly
#   --allow-unchanged  a region may report "unchanged" (no transformation
#                 step applied and no loop marked for OpenMP) instead of
#                 "transformed"
#   --expect-original  every region must report that the run-time alias
#                 check sent it to its original loops (the arrays overlap)
#   --expect-no-region  the program has no region tilec regenerates: no
#                 region line but "unchanged" may appear
#   --expect-regions LIST  the region lines must say, in this order, the
#                 words of LIST (comma-separated: transformed, unchanged,
#                 original), for a program that runs a region more than once
# Environment: CC (default gcc), TILEC_TIMEOUT and RUN_TIMEOUT (seconds,
# default 120 and 60).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)

. "$repo/tests/Inputs/compare-common.sh"

tilec=""
work=""
source=""
cppflags=()
extra=()
tilec_args=()
gen_cflags=()
runs=()
have_runs=0
expect=transformed
allow_unchanged=0

while [ $# -gt 0 ]; do
  case "$1" in
    -t) [ $# -ge 2 ] || die "-t needs an argument"; tilec=$2; shift 2 ;;
    -o) [ $# -ge 2 ] || die "-o needs an argument"; work=$2; shift 2 ;;
    -D|-U|-I) [ $# -ge 2 ] || die "$1 needs an argument"
              cppflags+=("$1$2"); shift 2 ;;
    -D*|-U*|-I*) cppflags+=("$1"); shift ;;
    -x) [ $# -ge 2 ] || die "-x needs an argument"; extra+=("$2"); shift 2 ;;
    -T) [ $# -ge 2 ] || die "-T needs an argument"; tilec_args+=("$2"); shift 2 ;;
    -C) [ $# -ge 2 ] || die "-C needs an argument"; gen_cflags+=("$2"); shift 2 ;;
    -r) [ $# -ge 2 ] || die "-r needs an argument"; runs+=("$2"); have_runs=1
        shift 2 ;;
    --allow-unchanged) allow_unchanged=1; shift ;;
    --expect-original) expect=original; shift ;;
    --expect-no-region) expect=none; shift ;;
    --expect-regions) [ $# -ge 2 ] || die "--expect-regions needs an argument"
                      expect="seq:$2"; shift 2 ;;
    --polybench)
      cppflags+=("-I$repo/tests/polybench/utilities" -DPOLYBENCH_DUMP_ARRAYS
                 -DPOLYBENCH_DUMP_EXACT)
      extra+=("$repo/tests/polybench/utilities/polybench.c")
      shift ;;
    -*) die "unknown option $1" ;;
    *) [ -z "$source" ] || die "more than one source file"; source=$1; shift ;;
  esac
done

check_args_and_workdir
[ "$have_runs" = 1 ] || runs=("")

cc=${CC:-gcc}
srcdir=$(cd "$(dirname "$source")" && pwd)
# The generated file lives in $work: quoted includes must still find the
# headers beside the original, and the runtime headers tilec may use.
cflags=(-O0 -ffp-contract=off -iquote "$srcdir" "-I$repo/runtime")
libs=(-lm)



if ! "$cc" "${cflags[@]}" ${cppflags[@]+"${cppflags[@]}"} "$source" ${extra[@]+"${extra[@]}"} \
     "${libs[@]}" -o "$work/original" 2>"$work/original.cc.log"; then
  show "$work/original.cc.log"
  fail "the original program does not compile (test bug?)"
fi

set +e
timeout "${TILEC_TIMEOUT:-120}" "$tilec" --emit=c ${cppflags[@]+"${cppflags[@]}"} \
  ${tilec_args[@]+"${tilec_args[@]}"} "$source" -o "$work/generated.c" \
  >"$work/tilec.out" 2>"$work/tilec.err"
status=$?
set -e
cat "$work/tilec.err" >&2
if [ "$status" -ne 0 ]; then
  case "$status" in
    124) fail "tilec timed out after ${TILEC_TIMEOUT:-120}s" ;;
    *) fail "tilec --emit=c exited with status $status" ;;
  esac
fi
[ -s "$work/generated.c" ] || fail "tilec --emit=c wrote no output"

if ! "$cc" "${cflags[@]}" ${gen_cflags[@]+"${gen_cflags[@]}"} ${cppflags[@]+"${cppflags[@]}"} "$work/generated.c" \
     ${extra[@]+"${extra[@]}"} "${libs[@]}" -o "$work/generated" \
     2>"$work/generated.cc.log"; then
  show "$work/generated.cc.log"
  fail "the generated C ($work/generated.c) does not compile"
fi

n=0
for args in "${runs[@]}"; do
  n=$((n + 1))
  read -r -a argv <<<"$args" || true
  (unset TILEC_PROFILE; run "$work/original" "$work/run$n.original" ${argv[@]+"${argv[@]}"})
  TILEC_PROFILE=1 run "$work/generated" "$work/run$n.generated" ${argv[@]+"${argv[@]}"}
  mv "$work/run$n.generated.stderr" "$work/run$n.generated.stderr.raw"
  split_profile "$work/run$n.generated.stderr.raw" "$work/run$n.generated.stderr" \
    "$work/run$n.generated.profile"
  label="run $n (arguments: ${args:-none})"
  so=$(cat "$work/run$n.original.status")
  sg=$(cat "$work/run$n.generated.status")
  [ "$so" != 124 ] || fail "$label: the original program timed out (test bug?)"
  [ "$sg" != 124 ] || fail "$label: the generated program timed out"
  for stream in stdout stderr; do
    if ! cmp -s "$work/run$n.original.$stream" "$work/run$n.generated.$stream"; then
      echo "FAIL: $label: $stream differs (original vs generated):"
      diff -u "$work/run$n.original.$stream" "$work/run$n.generated.$stream" \
        | sed -n '1,40p' | sed 's/^/  | /'
      exit 1
    fi
  done
  [ "$so" = "$sg" ] || fail "$label: exit status $so (original) vs $sg (generated)"
  [ -s "$work/run$n.original.stdout" ] || [ -s "$work/run$n.original.stderr" ] \
    || fail "$label: the original program printed nothing (test bug?)"
  if ! regions=$(check_regions "$work/run$n.generated.profile" "$expect" "$allow_unchanged"); then
    echo "FAIL: $label: the generated program did not run the code expected:"
    echo "$regions" | sed 's/^/  | /'
    exit 1
  fi
  echo "ok: $label: $(wc -c <"$work/run$n.original.stdout") + $(wc -c <"$work/run$n.original.stderr") bytes identical, exit $so; $regions"
done
