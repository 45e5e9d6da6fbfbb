# tilec - source-to-source loop-tiling compiler (C -> CUDA).
#   make            build build/tilec
#   make example    translate examples/matmul.c, build and run it, compare
#   make check      the lit + FileCheck suite, then again under ASan+UBSan
#   make gpu-check  on a machine with an NVIDIA GPU (skipped without one):
#                   tests/gpu/gpu-check.sh translates, builds, runs and
#                   compares with the CPU programs matmul, rect_matmul and
#                   the dev set at several sizes each, runs compute-sanitizer
#                   on each and prints a table; uses build/tilec as it is,
#                   building it only when missing (a GPU machine may lack
#                   flex and bison)
#   make fuzz       random differential testing for FUZZ_TIME seconds
#                   (default 600) on FUZZ_JOBS programs at a time: see
#                   tests/fuzz/fuzz.py; findings go to build/fuzz-findings/
#   make loops      the loop collection (tests/loops/): translate its 100+
#                   benchmark-style loops to C, OpenMP and OpenCL, run them
#                   (OpenCL on PoCL) and report what translated, what got
#                   kernels and that every output matches the original
#   make bench      on a machine with an NVIDIA GPU: time the generated
#                   kernels against cuBLAS and the CPU; writes
#                   bench/results/bench.{csv,md,png} (skipped without a GPU)
#   make tune PROGRAM=FILE.c [TUNE_FLAGS='-I ... -D...'] [ARGS='...']
#                   on a machine with an NVIDIA GPU: time candidate tile
#                   sizes for the program's tiled kernels (bench/tune.sh)
#                   and keep the fastest as build/tune/NAME/tuned.recipe
#   make clean
CC       ?= gcc
BISON    ?= bison
FLEX     ?= flex
LIT      ?= python3 /usr/lib/llvm-14/build/utils/lit/lit.py
NVCC     ?= /usr/local/cuda/bin/nvcc
CFLAGS   ?= -O1 -g
WARN      = -std=c11 -Wall -Wextra -Werror
CPPFLAGS += -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -Ibuild/gen -I.
LDLIBS    = -lisl -lgmp -lpthread
# Flex's and Bison's generated code trips a few of our warnings.
GENWARN   = -Wno-sign-compare -Wno-unused-function -Wno-unused-parameter

SRCS := $(wildcard driver/*.c frontend/*.c ir/*.c passes/*.c codegen/*.c)
GEN_SRCS = build/gen/parser.c build/gen/lexer.c

.PHONY: all check example gpu-check clean format
all: build/tilec

build/gen/parser.c build/gen/parser.h: frontend/parser.y
	@mkdir -p build/gen
	$(BISON) -Wall -Werror -o build/gen/parser.c --header=build/gen/parser.h $<

# The run-time headers as C strings, copied into every generated file
# (runtime/tilec_common.h in place of its #include).
.PRECIOUS: build/gen/runtime_%.c
build/gen/runtime_%.c: runtime/tilec_%.h runtime/tilec_common.h
	@mkdir -p build/gen
	{ echo '/* generated from runtime/tilec_$*.h and runtime/tilec_common.h */'; echo 'const char cg_$*_runtime[] ='; \
	  sed -e '/^#include "tilec_common.h"$$/{r runtime/tilec_common.h' -e 'd;}' $< | \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/'; echo ';'; } > $@

build/gen/lexer.c: frontend/lexer.l build/gen/parser.h
	@mkdir -p build/gen
	$(FLEX) -o $@ $<

# Normal build.
build/obj/%.o: %.c frontend/frontend.h ir/ir.h $(wildcard */*.h) build/gen/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -c $< -o $@
build/obj/gen/%.o: build/gen/%.c build/gen/parser.h frontend/frontend.h ir/ir.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(GENWARN) $(CPPFLAGS) $(CFLAGS) -c $< -o $@
build/tilec: $(SRCS:%.c=build/obj/%.o) build/obj/gen/parser.o build/obj/gen/lexer.o build/obj/gen/runtime_cuda.o build/obj/gen/runtime_opencl.o
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# AddressSanitizer + UBSan build for the second test run.
SANFLAGS = -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
build/asan/%.o: %.c frontend/frontend.h ir/ir.h $(wildcard */*.h) build/gen/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(SANFLAGS) -c $< -o $@
build/asan/gen/%.o: build/gen/%.c build/gen/parser.h frontend/frontend.h ir/ir.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(GENWARN) $(CPPFLAGS) $(SANFLAGS) -c $< -o $@
build/asan/tilec: $(SRCS:%.c=build/asan/%.o) build/asan/gen/parser.o build/asan/gen/lexer.o build/asan/gen/runtime_cuda.o build/asan/gen/runtime_opencl.o
	$(CC) $(SANFLAGS) -o $@ $^ $(LDLIBS)

# The main job: show matmul's IR and dependences, regenerate it as C and
# check that the regenerated program prints what the original prints;
# translate it to CUDA, build it with nvcc and, on a GPU, run and check it.
example: build/tilec
	build/tilec --emit=ir examples/matmul.c
	build/tilec --emit=deps examples/matmul.c
	build/tilec --emit=c examples/matmul.c -o build/matmul.tilec.c
	$(CC) -O2 -o build/matmul-original examples/matmul.c
	$(CC) -O2 -o build/matmul-tilec build/matmul.tilec.c
	build/matmul-original 100 > build/matmul-original.out
	build/matmul-tilec 100 > build/matmul-tilec.out
	cmp build/matmul-original.out build/matmul-tilec.out && echo "matmul: regenerated program prints the same as the original (Width = 100)"
	build/tilec examples/matmul.c -o build/matmul.cu
	@if [ -x $(NVCC) ]; then echo "$(NVCC) -arch=sm_90 build/matmul.cu -o build/matmul-gpu"; \
	  $(NVCC) -arch=sm_90 build/matmul.cu -o build/matmul-gpu || exit 1; \
	  if nvidia-smi -L >/dev/null 2>&1; then tests/gpu/matmul.sh; \
	  else echo "matmul: build/matmul.cu compiled; no GPU here to run it"; fi; \
	else echo "matmul: build/matmul.cu written; no nvcc at $(NVCC)"; fi

check: build/tilec build/asan/tilec
	@tests/run-tests.sh

gpu-check:
	@if ! nvidia-smi -L >/dev/null 2>&1; then echo "gpu-check: no NVIDIA GPU here; skipped"; exit 0; fi; \
	[ -x build/tilec ] || $(MAKE) build/tilec || exit 1; \
	tests/gpu/gpu-check.sh

# Autotuning: candidate recipes for PROGRAM's tiled kernels, timed on the
# GPU; the fastest that matches the default's output is kept.
.PHONY: tune
tune:
	@[ -n "$(PROGRAM)" ] || { echo "make tune: set PROGRAM=FILE.c (and TUNE_FLAGS, ARGS)" >&2; exit 2; }
	@[ -x build/tilec ] || $(MAKE) build/tilec || exit 1
	bench/tune.sh -f '$(TUNE_FLAGS)' -x '$(TUNE_LINK)' $(PROGRAM) -- $(ARGS)

# All 30 PolyBench/C kernels (POLYBENCH=DIR, default ../shared/polybench)
# through --emit=opencl on the OpenCL device (PoCL here), compared with
# the CPU programs at MINI and SMALL: one row per kernel and size.
.PHONY: polybench-check
polybench-check: build/tilec
	tests/opencl/polybench-check.sh $(if $(POLYBENCH),-p $(POLYBENCH))

# Random programs through tilec (C, OpenMP, OpenCL on PoCL), each compared
# with the original; the seed is printed, every finding says how to
# reproduce it.
FUZZ_TIME ?= 600
FUZZ_JOBS ?= 2
FUZZ_SEED ?= $(shell date +%s)
.PHONY: fuzz
fuzz: build/tilec
	tests/fuzz/fuzz.py --time $(FUZZ_TIME) --jobs $(FUZZ_JOBS) --seed $(FUZZ_SEED)

# The loop collection: per loop, region or host code (and why), kernels,
# and the outputs on C, OpenMP and OpenCL against the original's.
.PHONY: loops
loops: build/tilec
	tests/loops/run-loops.py

# Times of the generated kernels (CUDA events, median of RUNS fresh
# processes), GFLOP/s, GB/s, cuBLAS and CPU references: bench/bench.sh;
# then all 30 PolyBench/C kernels as distributed (bench-polybench below;
# BENCH_POLYBENCH=0 skips them).  Uses an existing build/tilec as it is;
# builds it only when missing.
.PHONY: bench
bench:
	@bench/bench.sh
	@if [ "$${BENCH_POLYBENCH:-1}" != 0 ]; then bench/polybench-dist.sh $(KERNELS); fi

# The 30 PolyBench/C kernels as distributed (POLYBENCH=DIR) through
# --emit=cuda at SIZE (LARGE), each compared with the CPU program and
# timed: bench/polybench-dist.sh.
.PHONY: bench-polybench
bench-polybench:
	@bench/polybench-dist.sh $(KERNELS)

clean:
	rm -rf build

format:
	clang-format -i $(SRCS) $(wildcard */*.h)
