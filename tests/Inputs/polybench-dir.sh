#!/usr/bin/env bash
# polybench-dir.sh - print where PolyBench/C 4.2.1 is: $POLYBENCH when set,
# else ../shared/polybench beside the repository, else the same beside the
# checkout this one was cloned from (a CI clone in /tmp of /work/main finds
# /work/shared/polybench).  Prints the first candidate when none exists, so
# the caller's "no PolyBench at DIR" message names the usual place.
#
# usage: polybench-dir.sh [REPO]   (default: the repository holding this file)
repo=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
if [ -n "${POLYBENCH:-}" ]; then
  echo "$POLYBENCH"
  exit 0
fi
first=$repo/../shared/polybench
for cand in "$first" \
    "$(git -C "$repo" config --get remote.origin.url 2>/dev/null)/../shared/polybench"; do
  case "$cand" in /*) ;; *) continue ;; esac
  if [ -f "$cand/utilities/polybench.h" ]; then
    (cd "$cand" && pwd)
    exit 0
  fi
done
echo "$first"
