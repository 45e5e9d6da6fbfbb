#!/usr/bin/env bash
# run-tests.sh - tilec's test driver, what `make check` runs.
#
# Runs the lit suite (tests/lit.cfg.py) twice: once against build/tilec,
# once against build/asan/tilec (AddressSanitizer + UBSan, leaks checked),
# then the slowest tests and, as its very last line, "N passed, M failed",
# the totals over both runs.  Exits non-zero when a test failed or when no test ran.
#
# usage: tests/run-tests.sh [LIT OPTIONS] [TEST PATHS]
#   With no paths, the whole of tests/ runs.  Give lit options in one word
#   (-j2, --filter=gemm): a separate word is taken for a path.  Environment:
#   LIT              the lit command (default: python3 + llvm-14's lit.py)
#   TILEC_VARIANTS   which builds to test, default "plain asan"
#   TILEC_PLAIN_BIN, TILEC_ASAN_BIN  the binaries (default build/tilec,
#                    build/asan/tilec; relative to the repository root)
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/.." && pwd)
cd "$repo" || exit 2

read -r -a lit <<<"${LIT:-python3 /usr/lib/llvm-14/build/utils/lit/lit.py}"
variants=${TILEC_VARIANTS:-plain asan}

lit_opts=()
paths=()
for arg in "$@"; do
  case "$arg" in
    -*) lit_opts+=("$arg") ;;
    *) paths+=("$arg") ;;
  esac
done
[ ${#paths[@]} -gt 0 ] || paths=(tests)

results=$(mktemp -d "${TMPDIR:-/tmp}/tilec-tests.XXXXXX")
trap 'rm -rf "$results"' EXIT

lit_failed=0
for variant in $variants; do
  case "$variant" in
    plain) tilec=${TILEC_PLAIN_BIN:-build/tilec}; envs=() ;;
    asan) tilec=${TILEC_ASAN_BIN:-build/asan/tilec}
          envs=(ASAN_OPTIONS=detect_leaks=1
                UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1) ;;
    *) echo "run-tests.sh: unknown variant '$variant'" >&2; exit 2 ;;
  esac
  echo "=== lit, TILEC=$tilec ${envs[*]+${envs[*]}}"
  if [ ! -x "$tilec" ]; then
    echo "run-tests.sh: $tilec is missing; build it first (make check does)" >&2
    lit_failed=1
    continue
  fi
  case "$tilec" in /*) ;; *) tilec=$repo/$tilec ;; esac
  env TILEC="$tilec" ${envs[@]+"${envs[@]}"} "${lit[@]}" -sv \
    ${lit_opts[@]+"${lit_opts[@]}"} -o "$results/$variant.json" "${paths[@]}"
  if [ ! -s "$results/$variant.json" ]; then
    echo "run-tests.sh: lit wrote no results for $variant (crashed?)" >&2
    lit_failed=1
  fi
done

# Count over both runs: PASS and XFAIL pass; FAIL, XPASS, UNRESOLVED and
# TIMEOUT fail; UNSUPPORTED is neither.
python3 - "$lit_failed" "$results"/*.json <<'EOF'
import json
import sys

lit_failed = int(sys.argv[1])
passed = failed = unsupported = 0
failures = []
times = {}  # test name: seconds, per variant
for path in sys.argv[2:]:
    try:
        with open(path) as f:
            tests = json.load(f).get('tests', [])
    except (OSError, ValueError):
        continue
    variant = path.rsplit('/', 1)[-1][:-len('.json')]
    for t in tests:
        code = t.get('code')
        times.setdefault(t.get('name'), {})[variant] = t.get('elapsed') or 0.0
        if code in ('PASS', 'XFAIL'):
            passed += 1
        elif code in ('FAIL', 'XPASS', 'UNRESOLVED', 'TIMEOUT'):
            failed += 1
            failures.append('%s (%s): %s' % (t.get('name'), variant, code))
        elif code == 'UNSUPPORTED':
            unsupported += 1
# The slowest tests (lit's time per test, summed over the variants): where
# the suite's minutes go.
slow = sorted(times.items(), key=lambda kv: -sum(kv[1].values()))[:8]
if slow:
    print('slowest tests (seconds, %s):' % ' + '.join(sorted(times[slow[0][0]])))
    for name, per in slow:
        print('  %7.1f  %s' % (sum(per.values()), name))
failures.sort()
if failures:
    print('Failed tests:')
    for line in failures:
        print('  ' + line)
if unsupported:
    print('%d unsupported (features missing on this machine)' % unsupported)
if lit_failed:
    print('a lit run did not complete (see above)')
    failed += 1
if passed + failed == 0:
    print('no tests ran')
print('%d passed, %d failed' % (passed, failed))
sys.exit(1 if failed or passed == 0 else 0)
EOF
