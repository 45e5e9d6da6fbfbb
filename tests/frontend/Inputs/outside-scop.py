#!/usr/bin/env python3
# outside-scop.py - print a C file with each '#pragma scop' ... '#pragma
# endscop' region (pragma lines included) replaced by one line
# '<scop region>', byte for byte otherwise; used by
# tests/frontend/passthrough-*.c to compare the text outside the regions of
# an input and of tilec's output.
#
# usage: outside-scop.py FILE
import sys


def main(path):
    with open(path, 'rb') as f:
        lines = f.read().split(b'\n')
    out = []
    inside = False
    for line in lines:
        word = line.strip()
        if not inside and word.startswith(b'#pragma scop'):
            inside = True
            out.append(b'<scop region>')
        elif inside and word.startswith(b'#pragma endscop'):
            inside = False
        elif not inside:
            out.append(line)
    if inside:
        sys.stderr.write('outside-scop.py: %s: no #pragma endscop\n' % path)
        return 1
    sys.stdout.buffer.write(b'\n'.join(out))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
