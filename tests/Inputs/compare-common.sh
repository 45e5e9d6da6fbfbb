# compare-common.sh - what the execution-check scripts share
# (tests/exec/compare.sh, tests/opencl/opencl-compare.sh); sourced, not run.
# Includes the check of the TILEC_PROFILE region lines that prove which
# code of the generated program ran.
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

# Split the stderr of a run under TILEC_PROFILE=1: RAW holds everything,
# OUT gets the program's own lines (RAW without the "tilec profile:"
# lines), PROFILE the profile lines.
split_profile() { # RAW OUT PROFILE
  grep -v '^tilec profile:' "$1" >"$2" || true
  grep '^tilec profile:' "$1" >"$3" || true
}

# Check the region lines of a PROFILE file (see split_profile): at least
# one, each in the form "tilec profile: region N (FILE:FIRST-LAST): WHAT",
# and each WHAT as EXPECT says: "transformed" (the transformed or GPU
# code ran; with ALLOW_UNCHANGED=1 "unchanged" too, a region of
# --emit=c that no step changed) or "original" ("original loops (arrays
# overlap)": the run-time alias check chose the original loops).  On
# success prints a summary ("2 region runs: 2 transformed"); on failure
# prints why and returns 1.
# EXPECT is "transformed", "original", "none" (no kernel ran and no region
# but unchanged ones) or "seq:W1,W2,...": the region lines, in
# order, say exactly W1, W2, ... ("transformed", "unchanged",
# "original"), for a program that runs regions more than once.
check_regions() { # PROFILE EXPECT ALLOW_UNCHANGED
  if [ "$2" = none ]; then
    if grep -v '^tilec profile: region [0-9]* (.*): unchanged$' "$1" | grep -q '^tilec profile: '; then
      echo "code tilec generated ran, but none was expected:"
      cat "$1"
      return 1
    fi
    echo "no region, as expected"
    return 0
  fi
  awk -v expect="$2" -v unchanged="$3" '
    BEGIN {
      nseq = 0
      if (substr(expect, 1, 4) == "seq:")
        nseq = split(substr(expect, 5), seq, ",")
    }
    /^tilec profile: region / {
      if (!match($0, /^tilec profile: region [0-9]+ \(.+:[0-9]+-[0-9]+\): /)) {
        bad = bad "malformed region line: " $0 "\n"
        next
      }
      what = substr($0, RLENGTH + 1)
      if (nseq) {
        want = n < nseq ? seq[n + 1] : "(no more regions)"
        if (want == "original")
          want = "original loops (arrays overlap)"
        ok = what == want
      } else
        ok = expect == "original" ? what == "original loops (arrays overlap)" \
                                  : what == "transformed" || (unchanged && what == "unchanged")
      if (!ok)
        bad = bad "unexpected: " $0 "\n"
      n++
      count[what]++
    }
    END {
      if (nseq && n != nseq)
        bad = bad n " region lines, expected " nseq "\n"
      if (bad != "") {
        printf "%s(expected %s)\n", bad,
          nseq ? "the region lines " substr(expect, 5) " in this order" : \
          expect == "original" ? "every region to run its original loops" : \
          unchanged ? "every region to run transformed or unchanged" : \
          "every region to run transformed"
        exit 1
      }
      if (!n) {
        print "no \"tilec profile: region\" line: no region of the generated code reported that it ran"
        exit 1
      }
      s = n " region run" (n == 1 ? "" : "s") ":"
      split("transformed|unchanged|original loops (arrays overlap)", kinds, "|")
      sep = " "
      for (k = 1; k <= 3; k++)
        if (count[kinds[k]]) { s = s sep count[kinds[k]] " " kinds[k]; sep = ", " }
      print s
    }' "$1"
}
