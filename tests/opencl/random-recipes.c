// Random recipes of GPU steps (tests/fuzz/recipes.py: map, gpu-tile,
// coarsen strided, contiguous or grouped, strip-mine, promote to shared memory and
// to registers, with sizes from 1 to 64 that rarely divide anything) on
// examples/matmul.c and a 3 x 3 stencil, and now and then unswitch over a
// product on a triangle (Inputs/triangular.c) or rotate, batch and unroll
// on sweeps (Inputs/recurrences.c), run on the OpenCL device at sizes
// that leave partial tiles: each recipe gives correct results or a located
// error in the recipe.  Seed 1's recipes 12 and 16 (registers for a tile
// along a loop with one point per thread) once lost the register loads.
// RUN: python3 %S/../fuzz/recipes.py --tilec %tilec --count 17 --seed 1 | FileCheck %s
// CHECK: recipes: {{[1-9][0-9]*}} ok, {{[0-9]+}} refused, 0 failed
