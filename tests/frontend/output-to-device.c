// An output path that is not a regular file (a FIFO here; -o /dev/null,
// -o /dev/stdout alike) is written in place: the usual write to a
// temporary file renamed over the path would replace the device or pipe.
// RUN: python3 %S/Inputs/write-to-fifo.py %t.fifo %tilec --emit=c %s -o %t.fifo | FileCheck %s
// RUN: python3 %S/Inputs/write-to-fifo.py %t.fifo %tilec --emit=opencl %s -o %t.fifo | FileCheck --check-prefix=OPENCL %s
// The patterns hold a regular expression so that they cannot match
// themselves in the pass-through text.
// CHECK: void scale{{[(]}}int n, float *x)
// CHECK: x{{[[]}}i] *= 2;
// OPENCL: static const char tilec_opencl_scale{{[[]}}] =
void scale(int n, float *x)
{
  for (int i = 0; i < n; i++)
    x[i] *= 2;
}
