#!/usr/bin/env python3
# strip-profile.py - print tilec's --emit=c output without what it adds for
# TILEC_PROFILE: the helper defined before the function of the first
# region (from its '/* tilec: with TILEC_PROFILE' comment to its closing
# '}' and the blank line after it) and the lines that call it (nothing
# but the call on the line); byte for byte otherwise.  Used by tests/frontend/passthrough-*.c to compare the
# output with its input.
#
# usage: strip-profile.py FILE
import re
import sys

CALL = re.compile(rb'^\s*tilec_profile_region\w*\(\d+, ".*", "[a-z ()]+"\);\s*$')


def main(path):
    with open(path, 'rb') as f:
        lines = f.read().split(b'\n')
    out = []
    helper = False
    skip_blank = False
    for line in lines:
        if skip_blank:
            skip_blank = False
            if line.strip() == b'':
                continue
        if not helper and line.startswith(b'/* tilec: with TILEC_PROFILE'):
            helper = True
        elif helper:
            if line == b'}':
                helper = False
                skip_blank = True
        elif not CALL.match(line):
            out.append(line)
    sys.stdout.buffer.write(b'\n'.join(out))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
