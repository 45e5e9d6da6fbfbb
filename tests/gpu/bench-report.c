// bench/report.py on a made-up scratch directory (no GPU needed): the
// warm column and the cuBLAS ratio, warm against warm with the first
// run's ratio after it; a program without a warm twin keeps the first
// run's ratio; the CSV's new columns; bench/plot.py draws the PNG.
// RUN: rm -rf %t && mkdir -p %t/work
// RUN: printf 'device=TestGPU\nruns=3\n' > %t/work/meta.txt
// RUN: printf 'gemm gemm double LARGE NI=1000 NJ=1100 NK=1200\nsyrk syrk double LARGE M=1000 N=1200\nmvt mvt double LARGE N=4000\n' > %t/work/cases.txt
// RUN: printf 'gemm 1 0.140 5.3 1\ngemm 2 0.150 5.4 1\ngemm 3 0.144 5.2 1\nsyrk 1 0.080 4.0 1\nmvt 1 0.050 3.0 2\n' > %t/work/gpu-samples.txt
// RUN: printf 'gemm 1 0.120\ngemm 2 0.126\ngemm 3 0.118\n' > %t/work/gpu-warm.txt
// RUN: printf 'cublas gemm dgemm 1000,1100,1200 x 0.080\ncublas syrk dsyrk 1200,1000 x 0.064\n' > %t/work/cublas.txt
// RUN: python3 %S/../../bench/report.py %t/work %t/results | FileCheck %s
// RUN: FileCheck %s --check-prefix=CSV < %t/results/bench.csv
// RUN: python3 %S/../../bench/plot.py %t/results/bench.csv %t/results/bench.png
// RUN: test -s %t/results/bench.png
//
// CHECK: | program | type | size | kernels ms | warm ms | end-to-end ms |
// CHECK: | gemm | double | LARGE (NI=1000 NJ=1100 NK=1200) | 0.144 | 0.120 | 5.300 | {{.*}} | 0.080 | at 67% of DGEMM (1.50x slower); first run 1.80x |
// CHECK: | syrk | double | LARGE (M=1000 N=1200) | 0.080 | – | 4.000 | {{.*}} | 0.064 | at 80% of DSYRK (1.25x slower) |
// CHECK: | mvt | double | LARGE (N=4000) | 0.050 | – | 3.000 |
//
// CSV: program,type,size,{{.*}},warm_kernel_ms_median,ratio_first_run
// CSV: gemm,double,{{.*}},0.144000,5.300000,{{.*}},0.080000,1.5000,{{.*}},0.120000,1.8000
// CSV: syrk,double,{{.*}},0.064000,1.2500,{{.*}},,1.2500
