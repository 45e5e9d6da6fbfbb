#!/usr/bin/env python3
"""kernel-text.py - the kernels of a file tilec wrote, in one neutral
spelling, so that tests can show that the CUDA and OpenCL targets print the
same kernels but for syntax.

usage: kernel-text.py cuda FILE.cu | kernel-text.py opencl FILE.opencl.c

CUDA: the kernels are the text from each "/* tilec: ... */" kernel comment
to the closing brace at column 0.  OpenCL: the lines of the string
constants "tilec_opencl_*", unquoted.  Both are then respelled: kernel
heads as "KERNEL void NAME(...)", __shared__/__local as LOCAL, the barriers
as BARRIER, OpenCL's index functions as CUDA's builtins, and "__global "
dropped.  Prints the result and, on stderr, the number of kernels."""
import re
import sys


def cuda_kernels(text):
    out, inside = [], False
    for line in text.splitlines():
        if re.match(r'/\* tilec: (the loop nest at|.*no loop here is parallel)', line):
            inside = True
        if inside:
            out.append(line)
            if line == '}':
                inside = False
    return out


def opencl_kernels(text):
    out, inside = [], False
    for line in text.splitlines():
        if re.match(r'static const char tilec_opencl_\w+\[\] =', line):
            inside = True
            continue
        if inside:
            m = re.match(r'\s*"(.*)\\n"$', line)
            if not m:
                inside = False
                continue
            s = re.sub(r'\\(.)', r'\1', m.group(1))
            if s.startswith('#ifdef cl_khr_fp64') or s.startswith('#pragma OPENCL') or \
                    s == '#endif':
                continue
            out.append(s)
    return [l for l in out if l != '']


def neutral(line):
    line = re.sub(r'^__global__ void (__launch_bounds__\(\d+\) )?', 'KERNEL void ', line)
    line = re.sub(r'^__kernel (__attribute__\(\(reqd_work_group_size\([^)]*\)\)\) )?void ',
                  'KERNEL void ', line)
    line = line.replace('__global ', '')
    line = line.replace('*__restrict__ ', '*')
    line = line.replace('__shared__', 'LOCAL').replace('__local', 'LOCAL')
    line = line.replace('__syncthreads()', 'BARRIER')
    line = line.replace('barrier(CLK_LOCAL_MEM_FENCE)', 'BARRIER')
    for d, xyz in enumerate('xyz'):
        line = line.replace('get_local_id(%d)' % d, 'threadIdx.' + xyz)
        line = line.replace('get_group_id(%d)' % d, 'blockIdx.' + xyz)
        line = line.replace('get_local_size(%d)' % d, 'blockDim.' + xyz)
    return line


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ('cuda', 'opencl'):
        sys.exit('usage: kernel-text.py cuda|opencl FILE')
    text = open(sys.argv[2]).read()
    lines = cuda_kernels(text) if sys.argv[1] == 'cuda' else opencl_kernels(text)
    lines = [neutral(l) for l in lines if l != '']
    print('\n'.join(lines))
    print('%d kernels' % sum(l.startswith('KERNEL void ') for l in lines), file=sys.stderr)


main()
