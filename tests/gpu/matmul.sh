#!/usr/bin/env bash
# matmul.sh - GPU check and timing of examples/matmul.c, what `make example`
# runs on a machine with an NVIDIA GPU (from the repository root): the
# matmul rows of tests/gpu/gpu-check.sh (translate with tilec, build with
# nvcc, run at widths 1 to 4097, compare with the CPU program, run
# compute-sanitizer), then the time of the kernel and the copies (CUDA
# events, TILEC_PROFILE=1) at TIME_WIDTH x TIME_WIDTH: the median of 10 runs
# after a warm-up.  `make gpu-check` does not time (benchmarks belong to
# `make bench`).  Exits non-zero when a check failed.
# usage: tests/gpu/matmul.sh
# Environment: those of gpu-check.sh (TILEC, NVCC, ARCH, WORK, ...), and
# TIME_WIDTH (default 4096).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 2
status=0
tests/gpu/gpu-check.sh matmul || status=1
gpu=${WORK:-build/gpu-check}/matmul/gpu
if [ ! -x "$gpu" ] || ! nvidia-smi -L >/dev/null 2>&1; then
  exit $status
fi
w=${TIME_WIDTH:-4096}
profile=${WORK:-build/gpu-check}/matmul/profile.txt
for _ in 1 2 3 4 5 6 7 8 9 10 11; do
  TILEC_PROFILE=1 "$gpu" "$w" 2>&1 >/dev/null | grep 'tilec profile'
done >"$profile"
python3 - "$profile" "$w" <<'PY'
import re, statistics, sys
runs = {}
for line in open(sys.argv[1]):
    m = re.match(r'tilec profile: (.*): ([0-9.]+) ms', line)
    if m:
        runs.setdefault(m.group(1), []).append(float(m.group(2)))
w = int(sys.argv[2])
flop = 2.0 * w ** 3
total = 0.0
for name, times in runs.items():
    t = statistics.median(times[1:] if len(times) > 1 else times)
    total += t
    extra = f"  {flop / t / 1e6:8.1f} GFLOP/s" if name.startswith('kernel') else ''
    print(f"{w}x{w} {name:45s} median {t:9.3f} ms{extra}")
if total > 0:
    print(f"{w}x{w} {'end to end (copies + kernel)':45s} median {total:9.3f} ms  {flop / total / 1e6:8.1f} GFLOP/s")
PY
exit $status
