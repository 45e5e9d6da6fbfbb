// Random in-place stencils with a time loop (tests/fuzz/wavefront.py:
// neighbours up to 2 away in 2-D or 3-D, float or double, random
// sub-rectangles) on the OpenCL device: where reschedule makes a wavefront
// of one, the wavefront and sync-loop passes tile it, with the automatic
// sizes and with random ones from 2 to 24; every program matches the CPU
// at three sizes (the smallest with no interior point) or a recipe step is
// refused with a located error, and the host C of the wavefront nest
// prints the same dump bit for bit.
// RUN: python3 %S/wavefront.py --tilec %tilec --count 10 --seed 1 | FileCheck %s
// CHECK: wavefront: {{[1-9][0-9]*}} ok, {{[0-9]+}} refused, 0 failed
