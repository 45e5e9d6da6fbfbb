#!/usr/bin/env python3
# expect-status.py - run a command and check its exit status, for the RUN
# lines of tests/frontend, tests/diagnostics and tests/hostile (lit's 'not'
# only knows "non-zero", and a crash or a hang must never pass).
#
# usage: expect-status.py [--timeout SECONDS] STATUS[,STATUS...] COMMAND [ARG...]
#
# Runs COMMAND with standard input from /dev/null; its standard output and
# error are passed on unchanged once it has finished, so the RUN line can
# pipe them to FileCheck.  Exits 0 when COMMAND exited with one of the
# STATUS values.  Otherwise, and when it was killed by a signal (a crash,
# an abort), ran longer than SECONDS (default 60; it is then killed), or
# wrote a sanitizer report or an internal error on standard error (ASan
# and UBSan exit with status 1, like an input error), prints why on
# standard error and exits 1.
import subprocess
import sys


def main(argv):
    timeout = 60.0
    if len(argv) >= 2 and argv[0] == '--timeout':
        timeout = float(argv[1])
        argv = argv[2:]
    if len(argv) < 2:
        sys.stderr.write('usage: expect-status.py [--timeout SECONDS] '
                         'STATUS[,STATUS...] COMMAND [ARG...]\n')
        return 2
    wanted = set(int(s) for s in argv[0].split(','))
    command = argv[1:]
    try:
        proc = subprocess.Popen(command, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as e:
        sys.stderr.write('expect-status: cannot run %s: %s\n' % (command[0], e))
        return 1
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        sys.stderr.write('expect-status: %s timed out after %g s\n'
                         % (command[0], timeout))
        return 1
    sys.stdout.buffer.write(out)
    sys.stdout.flush()
    sys.stderr.buffer.write(err)
    sys.stderr.flush()
    status = proc.returncode
    for marker in (b'Sanitizer', b'runtime error:', b'internal error'):
        if marker in err:
            sys.stderr.write('expect-status: %s reported %s\n'
                             % (command[0], marker.decode()))
            return 1
    if status < 0:
        sys.stderr.write('expect-status: %s was killed by signal %d\n'
                         % (command[0], -status))
        return 1
    if status not in wanted:
        sys.stderr.write('expect-status: %s exited with status %d, expected %s\n'
                         % (command[0], status, argv[0]))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
