# polybench-dist.sh - shell functions for the scripts that take PolyBench/C
# 4.2.1 as distributed (tests/opencl/polybench-check.sh,
# bench/polybench-dist.sh); source it.

# pb_kernels PB [NAME...]: the paths in PB/utilities/benchmark_list
# ("linear-algebra/kernels/bicg/bicg.c"), one per line, only those whose
# kernel is named when names are given.
pb_kernels() {
  local pb=$1 path name k keep
  shift
  while read -r path; do
    [ -n "$path" ] || continue
    name=$(basename "$path" .c)
    keep=$(($# == 0))
    for k in "$@"; do [ "$k" = "$name" ] && keep=1; done
    [ $keep = 1 ] && echo "$path"
  done < "$pb/utilities/benchmark_list"
}

# pb_copy PB PATH DEST: the kernel's directory copied to DEST, its header's
# DATA_PRINTF_MODIFIER printing every digit ("%.17g " for double, "%.9g "
# for float) instead of two decimals, so that dumps compare to 1e-10.
pb_copy() {
  local pb=$1 path=$2 dest=$3 name
  name=$(basename "$path" .c)
  mkdir -p "$dest"
  cp "$pb/$(dirname "$path")"/*.c "$pb/$(dirname "$path")"/*.h "$dest/"
  sed -i 's/"%0\.2lf "/"%.17g "/; s/"%0\.2f "/"%.9g "/' "$dest/$name.h"
}

# pb_compare NAME: the tool in tests/gpu/tools that compares kernel NAME's
# dumps: check-qr for gramschmidt (PolyBench's A is rank-deficient, so
# part of Q is rounding noise: its result is checked as a factorisation,
# Q R = A), compare-dumps for the others.
pb_compare() {
  if [ "$1" = gramschmidt ]; then echo check-qr; else echo compare-dumps; fi
}

# pb_tolerance HEADER: the norm-wise relative tolerance for the kernel's
# default data type: 1e-5 where it is float (deriche), else 1e-10, but
# 1e-7 for durbin.  Its recurrence (each step's y from a dot product over
# the last) amplifies rounding: the CPU program itself, with that dot
# product summed in reverse order, moves by 1.05e-8 of its largest value
# at LARGE (gcc -O2 -ffp-contract=off), so a tree sum on the GPU cannot be
# held to 1e-10 (it differs by 2.9e-9 there on an H200).
pb_tolerance() {
  if [ "$(basename "$1")" = durbin.h ]; then echo 1e-7;
  elif grep -q "define DATA_TYPE_IS_FLOAT" "$1"; then echo 1e-5; else echo 1e-10; fi
}
