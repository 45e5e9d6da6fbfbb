#!/usr/bin/env python3
"""plot.py - the picture of `make bench`: a grouped horizontal bar chart
of GFLOP/s per kernel (tilec's generated CUDA, cuBLAS for the matrix
products, the original program on one CPU core), log scale, from the
bench.csv that bench/report.py writes; saved as a PNG.

usage: plot.py BENCH.CSV OUT.PNG [--title TEXT] [--subtitle TEXT]

Python standard library only: the PNG is encoded here (zlib + struct) and
the text is drawn with a small built-in 5x7 bitmap font.
"""
import csv
import math
import struct
import sys
import zlib


def percent(x):
    """X per cent with two significant digits below 10 (0.016%, 2.5%)."""
    return f"{x:.2g}%" if x < 10 else f"{x:.0f}%"


# ------------------------------------------------------------------ font
# 5 columns x 7 rows per glyph ('#' = ink), plus up to 2 rows below the
# baseline for descenders.  Characters missing here are drawn as '?'.
GLYPHS = {
    ' ': ['.....'] * 7,
    '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
    '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
    '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
    '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
    '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
    '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
    '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
    '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
    '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
    '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
    'A': ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
    'B': ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
    'C': ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
    'D': ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
    'E': ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
    'F': ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
    'G': ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
    'H': ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
    'I': ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
    'J': ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
    'K': ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
    'L': ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
    'M': ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
    'N': ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
    'O': ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
    'P': ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
    'Q': ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
    'R': ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
    'S': ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
    'T': ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
    'U': ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
    'V': ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
    'W': ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
    'X': ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
    'Y': ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
    'Z': ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
    'a': ['.....', '.....', '.###.', '....#', '.####', '#...#', '.####'],
    'b': ['#....', '#....', '#.##.', '##..#', '#...#', '#...#', '####.'],
    'c': ['.....', '.....', '.###.', '#....', '#....', '#...#', '.###.'],
    'd': ['....#', '....#', '.##.#', '#..##', '#...#', '#...#', '.####'],
    'e': ['.....', '.....', '.###.', '#...#', '#####', '#....', '.###.'],
    'f': ['..##.', '.#..#', '.#...', '###..', '.#...', '.#...', '.#...'],
    'g': ['.....', '.....', '.####', '#...#', '#...#', '#...#', '.####', '....#', '.###.'],
    'h': ['#....', '#....', '#.##.', '##..#', '#...#', '#...#', '#...#'],
    'i': ['..#..', '.....', '.##..', '..#..', '..#..', '..#..', '.###.'],
    'j': ['...#.', '.....', '..##.', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
    'k': ['#....', '#....', '#..#.', '#.#..', '##...', '#.#..', '#..#.'],
    'l': ['.##..', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
    'm': ['.....', '.....', '##.#.', '#.#.#', '#.#.#', '#.#.#', '#.#.#'],
    'n': ['.....', '.....', '#.##.', '##..#', '#...#', '#...#', '#...#'],
    'o': ['.....', '.....', '.###.', '#...#', '#...#', '#...#', '.###.'],
    'p': ['.....', '.....', '####.', '#...#', '#...#', '#...#', '####.', '#....', '#....'],
    'q': ['.....', '.....', '.####', '#...#', '#...#', '#...#', '.####', '....#', '....#'],
    'r': ['.....', '.....', '#.##.', '##..#', '#....', '#....', '#....'],
    's': ['.....', '.....', '.####', '#....', '.###.', '....#', '####.'],
    't': ['.#...', '.#...', '###..', '.#...', '.#...', '.#..#', '..##.'],
    'u': ['.....', '.....', '#...#', '#...#', '#...#', '#..##', '.##.#'],
    'v': ['.....', '.....', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
    'w': ['.....', '.....', '#...#', '#...#', '#.#.#', '#.#.#', '.#.#.'],
    'x': ['.....', '.....', '#...#', '.#.#.', '..#..', '.#.#.', '#...#'],
    'y': ['.....', '.....', '#...#', '#...#', '#...#', '#...#', '.####', '....#', '.###.'],
    'z': ['.....', '.....', '#####', '...#.', '..#..', '.#...', '#####'],
    '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
    ',': ['.....', '.....', '.....', '.....', '.##..', '..#..', '.#...'],
    ':': ['.....', '.##..', '.##..', '.....', '.##..', '.##..', '.....'],
    ';': ['.....', '.##..', '.##..', '.....', '.##..', '..#..', '.#...'],
    '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
    '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
    '=': ['.....', '.....', '#####', '.....', '#####', '.....', '.....'],
    '_': ['.....', '.....', '.....', '.....', '.....', '.....', '#####'],
    '/': ['.....', '....#', '...#.', '..#..', '.#...', '#....', '.....'],
    '(': ['...#.', '..#..', '.#...', '.#...', '.#...', '..#..', '...#.'],
    ')': ['.#...', '..#..', '...#.', '...#.', '...#.', '..#..', '.#...'],
    '[': ['.###.', '.#...', '.#...', '.#...', '.#...', '.#...', '.###.'],
    ']': ['.###.', '...#.', '...#.', '...#.', '...#.', '...#.', '.###.'],
    '%': ['##...', '##..#', '...#.', '..#..', '.#...', '#..##', '...##'],
    '*': ['.....', '..#..', '#.#.#', '.###.', '#.#.#', '..#..', '.....'],
    '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
    '!': ['..#..', '..#..', '..#..', '..#..', '..#..', '.....', '..#..'],
    "'": ['..#..', '..#..', '.#...', '.....', '.....', '.....', '.....'],
    '<': ['...#.', '..#..', '.#...', '#....', '.#...', '..#..', '...#.'],
    '>': ['.#...', '..#..', '...#.', '....#', '...#.', '..#..', '.#...'],
    '#': ['.#.#.', '.#.#.', '#####', '.#.#.', '#####', '.#.#.', '.#.#.'],
    '·': ['.....', '.....', '.....', '..#..', '.....', '.....', '.....'],
}
GLYPHS['–'] = GLYPHS['-']
GLYPHS['—'] = GLYPHS['-']
ADVANCE = 6  # glyph width 5 + 1 column of space
LINE = 7     # cap height; descenders go 2 rows lower


def text_width(text, scale):
    return max(0, len(text) * ADVANCE * scale - scale)


# ------------------------------------------------------------------ canvas
class Canvas:
    """An RGB image in a bytearray, with the few drawing operations the
    chart needs (rectangles and text); everything is clipped."""

    def __init__(self, width, height, background=(255, 255, 255)):
        self.w, self.h = width, height
        self.px = bytearray(bytes(background) * (width * height))

    def rect(self, x0, y0, x1, y1, color):
        """Fill [x0, x1) x [y0, y1)."""
        x0, x1 = max(0, int(x0)), min(self.w, int(x1))
        y0, y1 = max(0, int(y0)), min(self.h, int(y1))
        if x0 >= x1:
            return
        row = bytes(color) * (x1 - x0)
        for y in range(y0, y1):
            i = (y * self.w + x0) * 3
            self.px[i:i + len(row)] = row

    def text(self, x, y, s, color, scale=2):
        """Draw S with its top-left corner (cap height) at (x, y)."""
        for ch in s:
            glyph = GLYPHS.get(ch, GLYPHS['?'])
            for r, bits in enumerate(glyph):
                for c, bit in enumerate(bits):
                    if bit == '#':
                        self.rect(x + c * scale, y + r * scale,
                                  x + (c + 1) * scale, y + (r + 1) * scale, color)
            x += ADVANCE * scale

    def png(self, path):
        """Write the image as an 8-bit RGB PNG (filter 0 on every row)."""
        raw = bytearray()
        stride = self.w * 3
        for y in range(self.h):
            raw.append(0)
            raw += self.px[y * stride:(y + 1) * stride]

        def chunk(kind, data):
            return (struct.pack('>I', len(data)) + kind + data
                    + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff))
        with open(path, 'wb') as f:
            f.write(b'\x89PNG\r\n\x1a\n')
            f.write(chunk(b'IHDR', struct.pack('>IIBBBBB', self.w, self.h, 8, 2, 0, 0, 0)))
            f.write(chunk(b'IDAT', zlib.compress(bytes(raw), 9)))
            f.write(chunk(b'IEND', b''))


# ------------------------------------------------------------------ chart
INK = (34, 34, 34)
GREY = (110, 110, 110)
GRID = (215, 215, 215)
MINOR = (238, 238, 238)
BAND = (246, 247, 250)
RED = (200, 30, 30)
SERIES = [  # (key, legend, colour)
    ('tilec', 'tilec (generated CUDA)', (31, 110, 190)),
    ('cublas', 'cuBLAS (same GPU)', (235, 120, 20)),
    ('cpu', 'CPU (original C, gcc -O2, 1 core)', (150, 150, 150)),
]


def fnum(x):
    """A short label for a GFLOP/s value."""
    if x >= 1000:
        return f'{x:,.0f}'.replace(',', ' ')
    if x >= 100:
        return f'{x:.0f}'
    if x >= 10:
        return f'{x:.1f}'
    if x >= 1:
        return f'{x:.2f}'
    return f'{x:.3f}'


def ftick(e):
    """The label of the tick at 10^E."""
    if e >= 0:
        return f'{10 ** e:,}'.replace(',', ' ') if e < 7 else f'1e{e}'
    return f'{10.0 ** e:.{-e}f}' if e > -4 else f'1e{e}'


def flt(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return None


def load(path):
    """One group per CSV row: label lines, bar values, annotation."""
    groups = []
    with open(path, newline='') as f:
        for row in csv.DictReader(f):
            prog, size, typ = row['program'], row['size'], row['type']
            flops = flt(row['flops'])
            # the matmul rows have a bare width as their size
            by_width = size.isdigit()
            name = f'{prog} {size}' if by_width else prog
            detail = typ if by_width else f'{typ}, {size.split()[0]}'
            vals = {'tilec': flt(row['gflops'])}
            warm = flt(row.get('warm_kernel_ms_median') or '')
            if warm and flops:   # compared with cuBLAS warm against warm
                vals['tilec'] = flops / warm / 1e6
            for key, col in (('cublas', 'cublas_ms'), ('cpu', 'cpu_ms')):
                ms = flt(row[col])
                vals[key] = flops / ms / 1e6 if ms and flops else None
            status = row.get('status') or 'ok'
            if status != 'ok':
                vals = {}
            note = ''
            if vals.get('tilec') and vals['cublas']:
                note = f"{percent(100 * vals['tilec'] / vals['cublas'])} of cuBLAS"
            elif vals.get('tilec') and vals['cpu']:
                x = vals['tilec'] / vals['cpu']
                note = f'{x:.0f}x the CPU' if x >= 10 else f'{x:.2g}x the CPU'
            groups.append({'name': name, 'detail': detail, 'vals': vals, 'note': note,
                           'status': status})
    return groups


def draw(groups, title, subtitle):
    S = 2                                   # text scale of labels
    CH = LINE * S                           # text cap height
    BAR, BGAP, GGAP = 18, 4, 14             # bar height, gap in a group, between groups
    W = 1400
    # Label column (wide enough for the longest label), annotation column.
    left = max([190] + [text_width(g[k], S) + 10 for g in groups for k in ('name', 'detail')])
    right = 190
    x0, x1 = left + 10, W - right - 10      # plot area
    top = 20
    y = top
    # Header: title, subtitle, legend.
    heights = []
    for g in groups:
        n = sum(1 for k, _, _ in SERIES if g['vals'].get(k) or k == 'cpu') if g['status'] == 'ok' else 1
        heights.append(max(n * BAR + (n - 1) * BGAP, 2 * CH + 8))
    header = top + 3 * LINE + 12 + (CH + 12 if subtitle else 0) + CH + 26
    plot_h = sum(heights) + GGAP * (len(groups) + 1)
    H = header + plot_h + 3 * CH + 40
    cv = Canvas(W, H)

    cv.text((W - text_width(title, 3)) // 2, y, title, INK, 3)
    y += 3 * LINE + 12
    if subtitle:
        cv.text((W - text_width(subtitle, S)) // 2, y, subtitle, GREY, S)
        y += CH + 12
    # Legend, centred.
    items = [(name, col) for _, name, col in SERIES]
    lw = sum(CH + 8 + text_width(n, S) + 30 for n, _ in items) - 30
    lx = (W - lw) // 2
    for n, col in items:
        cv.rect(lx, y, lx + CH, y + CH, col)
        cv.text(lx + CH + 8, y, n, INK, S)
        lx += CH + 8 + text_width(n, S) + 30
    y = header

    # Log scale over whole decades around every value.
    values = [v for g in groups for v in g['vals'].values() if v and v > 0]
    if not values:
        values = [1.0]
    lo = math.floor(math.log10(min(values)))
    hi = math.ceil(math.log10(max(values)))
    if hi <= lo:
        hi = lo + 1

    def xpos(v):
        return x0 + (math.log10(v) - lo) / (hi - lo) * (x1 - x0)

    py0, py1 = y, y + plot_h
    # Group bands first, then the grid over them, then bars.
    gy = py0 + GGAP
    for i, g in enumerate(groups):
        if i % 2 == 0:
            cv.rect(0, gy - GGAP // 2, W, gy + heights[i] + GGAP // 2, BAND)
        gy += heights[i] + GGAP
    for e in range(lo, hi):
        for m in range(2, 10):
            xm = int(xpos(m * 10.0 ** e))
            cv.rect(xm, py0, xm + 1, py1, MINOR)
    for e in range(lo, hi + 1):
        xe = int(xpos(10.0 ** e))
        cv.rect(xe, py0, xe + 1, py1 + 6, GRID if lo < e < hi else GREY)
        t = ftick(e)
        cv.text(xe - text_width(t, S) // 2, py1 + 12, t, INK, S)
    cv.rect(x0, py1, x1 + 1, py1 + 1, GREY)
    axis = 'GFLOP/s (log scale; kernel time only; higher is better)'
    cv.text((x0 + x1 - text_width(axis, S)) // 2, py1 + 12 + CH + 14, axis, INK, S)

    gy = py0 + GGAP
    for i, g in enumerate(groups):
        h = heights[i]
        # Label column: name, then type and size in grey.
        cv.text(left - text_width(g['name'], S), gy + h // 2 - CH - 3, g['name'], INK, S)
        cv.text(left - text_width(g['detail'], S), gy + h // 2 + 4, g['detail'], GREY, S)
        if g['status'] != 'ok':                # no bars: say why
            cv.text(x0 + 10, gy + (h - CH) // 2, 'tilec: ' + g['status'], RED, S)
            gy += h + GGAP
            continue
        n = sum(1 for k, _, _ in SERIES if g['vals'].get(k) or k == 'cpu')
        by = gy + (h - (n * (BAR + BGAP) - BGAP)) // 2
        for key, _, col in SERIES:
            v = g['vals'].get(key)
            if not v or v <= 0:
                continue
            xe = xpos(v)
            cv.rect(x0, by, xe, by + BAR, col)
            t = fnum(v)
            tw = text_width(t, S)
            ty = by + (BAR - CH) // 2
            if xe + 6 + tw <= x1 + 10:     # the label right of the bar, else inside it
                cv.text(int(xe) + 6, ty, t, INK, S)
            else:
                cv.text(int(xe) - 6 - tw, ty, t, (255, 255, 255), S)
            by += BAR + BGAP
        if g['status'] == 'ok' and not g['vals'].get('cpu'):
            cv.text(x0 + 6, by + (BAR - CH) // 2, 'CPU: not run (too slow)', GREY, S)
        if g['note']:
            cv.text(W - 12 - text_width(g['note'], S), gy + (h - CH) // 2, g['note'], INK, S)
        gy += h + GGAP
    return cv


def main():
    args = sys.argv[1:]
    title, subtitle = 'tilec vs cuBLAS and CPU', ''
    pos = []
    i = 0
    while i < len(args):
        if args[i] in ('--title', '--subtitle') and i + 1 < len(args):
            if args[i] == '--title':
                title = args[i + 1]
            else:
                subtitle = args[i + 1]
            i += 2
        else:
            pos.append(args[i])
            i += 1
    if len(pos) != 2:
        sys.exit('usage: plot.py BENCH.CSV OUT.PNG [--title TEXT] [--subtitle TEXT]')
    groups = load(pos[0])
    if not groups:
        sys.exit(f'plot.py: no rows in {pos[0]}')
    draw(groups, title, subtitle).png(pos[1])


if __name__ == '__main__':
    main()
