#!/usr/bin/env python3
"""write-to-fifo.py - runs COMMAND... with its output path a FIFO that this
script creates at FIFO and reads from; prints what came through it, and
fails unless the command succeeded and FIFO is still a FIFO afterwards (a
compiler that renamed a temporary file over it would have replaced it).

usage: write-to-fifo.py FIFO COMMAND..."""
import os
import stat
import subprocess
import sys
import threading

fifo, command = sys.argv[1], sys.argv[2:]
if os.path.lexists(fifo):
    os.unlink(fifo)
os.mkfifo(fifo)
received = []


def reader():
    with open(fifo, 'rb') as f:  # blocks until the command opens it
        received.append(f.read())


t = threading.Thread(target=reader, daemon=True)
t.start()
status = subprocess.run(command).returncode
if t.is_alive():
    # The command never opened the FIFO (or the reader is still reading):
    # release a reader blocked in open.  Non-blocking, because a reader
    # that has just finished would otherwise leave this open waiting for
    # ever (a hang seen in make check).
    try:
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass
t.join(10)
still_fifo = stat.S_ISFIFO(os.lstat(fifo).st_mode)
os.unlink(fifo)
sys.stdout.write(b''.join(received).decode('utf-8', 'replace'))
if status != 0:
    sys.exit('write-to-fifo.py: the command exited with status %d' % status)
if not still_fifo:
    sys.exit('write-to-fifo.py: %s is no longer a FIFO' % fifo)
