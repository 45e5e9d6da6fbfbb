# compare-common.sh - what the execution-check scripts share
# (tests/exec/compare.sh, tests/opencl/opencl-compare.sh); sourced, not run.
# Expects $tilec, $source and $work set by the option parsing of the
# script; sets up the work directory.

die() { echo "$(basename "$0"): $*" >&2; exit 2; }
fail() { echo "FAIL: $*"; exit 1; }

# Show the first lines of a file, for a failure report.
show() { sed -n "1,${2:-40}p" "$1" | sed 's/^/  | /'; }

# Check the common arguments and make $work: a fresh temporary directory
# (removed at exit) unless -o named one (emptied).
check_args_and_workdir() {
  [ -n "$tilec" ] || die "no compiler given (-t TILEC)"
  [ -n "$source" ] || die "no source file given"
  [ -f "$source" ] || die "no such file: $source"
  [ -x "$tilec" ] || fail "tilec not found or not executable: $tilec"
  if [ -z "$work" ]; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/tilec-compare.XXXXXX")
    trap 'rm -rf "$work"' EXIT
  else
    rm -rf "$work"
    mkdir -p "$work"
  fi
}

# Run one program: $1 = binary, $2 = output prefix, rest = arguments;
# leaves OUT.stdout, OUT.stderr and OUT.status (124: timed out after
# RUN_TIMEOUT seconds, default 60).
run() {
  local bin=$1 out=$2
  shift 2
  set +e
  timeout "${RUN_TIMEOUT:-60}" "$bin" "$@" >"$out.stdout" 2>"$out.stderr"
  echo $? >"$out.status"
  set -e
}
