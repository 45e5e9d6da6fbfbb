"""gen.py - random valid C programs for tilec's differential tester
(tests/fuzz/fuzz.py, which imports this module; run on its own it prints
the program of a seed: python3 tests/fuzz/gen.py SEED).

Every program is a whole C file: one or two functions (never main) with
several loop nests of the kinds README.md ("What a region may contain")
and the top of frontend/lower.c accept, and a main that allocates and
initialises the arrays deterministically, calls the functions one to three
times and prints every array and global scalar in full.  A quarter of
the programs spell the functions' element and scalar types through
typedefs (typedef double T_double;); some ifs test array elements.

Validity by construction:
  - subscripts stay in bounds: every loop iterator gets an interval
    (over-approximated by interval arithmetic over all calls' parameter
    values), and a subscript is only used when its interval lies inside
    the array's extent;
  - results are exact in any evaluation order: all values are
    integer-valued and bounded.  Arrays are 'in' (read only, |v| <= 9),
    'small' (only plain '=' stores, whose right-hand side is reduced
    modulo a small prime when it could exceed 100, so |v| <= 100 always)
    or 'acc' (targets of += and -=; every read of them is reduced modulo a
    small prime, and each += statement's worst-case total over all calls
    is charged to a budget far below the type's exact range: 2^53 for
    double, 2^24 for float, 2^31 for int).  Right-hand sides are at most
    about 2^22 in magnitude.  Unsigned programs wrap, which is exact too.
  - no division; no UB: shifts, casts of out-of-range values and signed
    overflow cannot happen within those bounds.

The program is kept as a small tree (functions, loop nests, statements)
so that fuzz.py --minimize can delete parts of it and render it again;
deleting statements or nests only lowers the worst-case values, so every
smaller program is still valid.  (A nest that initialises a local array is
marked essential and is never deleted on its own.)
"""

import copy
import random
import re
import sys

SIZES = [1, 2, 3, 5, 7, 13, 17, 31, 33, 65]
SIZE_WEIGHTS = [2, 3, 3, 3, 4, 4, 3, 2, 2, 1]

# Element types: the C name, the bound that right-hand sides and
# accumulators must stay under, the printf conversion and how a value is
# printed.
TYPES = {
    'double': dict(cap=2 ** 50, fmt='%.0f', conv='(double){x} + 0.0', flt=True),
    'float': dict(cap=2 ** 23, fmt='%.0f', conv='(double){x} + 0.0', flt=True),
    'int': dict(cap=2 ** 30, fmt='%d', conv='{x}', flt=False),
    'long': dict(cap=2 ** 60, fmt='%ld', conv='{x}', flt=False),
    'unsigned': dict(cap=2 ** 30, fmt='%u', conv='{x}', flt=False),
}
EXPR_CAP = 2 ** 22   # largest value a right-hand side may reach
SMALL = 100          # bound of 'small' arrays
PRIMES = [97, 89, 31, 13, 7, 5, 3, 2]
MAX_ITERS = 250000   # iterations of one nest (over-approximated)


# ------------------------------------------------------------ affine forms

class Aff:
    """const + sum(coef * symbol); symbols are parameter, macro or
    iterator names, looked up in an environment of intervals."""

    def __init__(self, terms=None, const=0):
        self.terms = [(s, c) for s, c in (terms or []) if c != 0]
        self.const = const

    @staticmethod
    def sym(name, coef=1):
        return Aff([(name, coef)])

    def __add__(self, other):
        if isinstance(other, int):
            return Aff(self.terms, self.const + other)
        terms = list(self.terms)
        for s, c in other.terms:
            for n, (s2, c2) in enumerate(terms):
                if s2 == s:
                    terms[n] = (s, c + c2)
                    break
            else:
                terms.append((s, c))
        return Aff(terms, self.const + other.const)

    def __sub__(self, other):
        if isinstance(other, int):
            return self + (-other)
        return self + other.neg()

    def neg(self):
        return Aff([(s, -c) for s, c in self.terms], -self.const)

    def is_const(self):
        return not self.terms

    def interval(self, env):
        lo = hi = self.const
        for s, c in self.terms:
            a, b = env[s]
            if c > 0:
                lo += c * a
                hi += c * b
            else:
                lo += c * b
                hi += c * a
        return lo, hi

    def render(self):
        out = ''
        for s, c in self.terms:
            mag = abs(c)
            t = s if mag == 1 else '%d * %s' % (mag, s)
            if not out:
                out = ('-' + t) if c < 0 else t
            else:
                out += (' - ' if c < 0 else ' + ') + t
        if not out:
            return str(self.const)
        if self.const:
            out += (' - %d' if self.const < 0 else ' + %d') % abs(self.const)
        return out

    def render_factor(self):
        """As an operand of '*': parenthesised unless a single term."""
        r = self.render()
        if len(self.terms) + (1 if self.const else 0) > 1 or r.startswith('-'):
            return '(%s)' % r
        return r


class Quasi:
    """VAR / D + CONST or VAR % D + CONST (VAR >= 0): a quasi-affine
    subscript, which tilec models exactly with an existential variable."""

    def __init__(self, var, op, d, const=0):
        self.var, self.op, self.d, self.const = var, op, d, const
        self.terms = [(var, 1)]

    def __add__(self, other):
        return Quasi(self.var, self.op, self.d, self.const + other)

    def interval(self, env):
        a, b = env[self.var]
        if self.op == '/':
            return a // self.d + self.const, b // self.d + self.const
        if b - a + 1 >= self.d:
            return self.const, self.d - 1 + self.const
        lo, hi = a % self.d, b % self.d
        return (lo + self.const, hi + self.const) if lo <= hi else (self.const, self.d - 1 + self.const)

    def render(self):
        out = '%s %s %d' % (self.var, self.op, self.d)
        if self.const:
            out += (' - %d' if self.const < 0 else ' + %d') % abs(self.const)
        return out

    def render_factor(self):
        return '(%s)' % self.render()


class Div:
    """SIGN * (NUM / D) + CONST for NUM >= 0: a loop bound that tilec
    turns into a derived parameter (NUM over parameters) or a quotient
    term (NUM over iterators)."""

    def __init__(self, num, d, const=0, sign=1):
        self.num, self.d, self.const, self.sign = num, d, const, sign
        self.terms = num.terms

    def __add__(self, other):
        return Div(self.num, self.d, self.const + other, self.sign)

    def __sub__(self, other):
        return self + (-other)

    def neg(self):
        return Div(self.num, self.d, -self.const, -self.sign)

    def is_const(self):
        return False

    def interval(self, env):
        lo, hi = self.num.interval(env)
        q = (lo // self.d, hi // self.d) if self.sign > 0 else (-(hi // self.d), -(lo // self.d))
        return q[0] + self.const, q[1] + self.const

    def render(self):
        out = '%s / %d' % (self.num.render_factor(), self.d)
        if self.sign < 0:
            out = '-(%s)' % out
        if self.const:
            out += (' - %d' if self.const < 0 else ' + %d') % abs(self.const)
        return out


# ---------------------------------------------------------------- the tree

class Node:
    essential = False


class Stmt(Node):
    def __init__(self, text):
        self.text = text

    def lines(self, ind):
        return [ind + self.text]


class Loop(Node):
    def __init__(self, header, var, interval, trips, unsigned=False):
        self.header = header
        self.var = var
        self.interval = interval
        self.trips = trips
        self.unsigned = unsigned
        self.body = []

    def lines(self, ind):
        if len(self.body) == 1 and isinstance(self.body[0], (Stmt, Loop)):
            return [ind + self.header] + self.body[0].lines(ind + '  ')
        out = [ind + self.header + ' {']
        for n in self.body:
            out += n.lines(ind + '  ')
        return out + [ind + '}']


class If(Node):
    def __init__(self, cond):
        self.cond = cond
        self.body = []
        self.orelse = []

    def lines(self, ind):
        out = [ind + 'if (%s) {' % self.cond]
        for n in self.body:
            out += n.lines(ind + '  ')
        if self.orelse:
            out.append(ind + '} else {')
            for n in self.orelse:
                out += n.lines(ind + '  ')
        return out + [ind + '}']


class Block(Node):
    """{ T s = init; <body>; store of s; } - a scalar accumulator; the body
    may be deleted, the declaration and store only with the block."""

    def __init__(self, decl, store):
        self.decl = decl
        self.store = store
        self.body = []

    def lines(self, ind):
        out = [ind + '{', ind + '  ' + self.decl]
        for n in self.body:
            out += n.lines(ind + '  ')
        return out + [ind + '  ' + self.store, ind + '}']


class Array:
    def __init__(self, name, etype, dims, kind):
        self.name = name
        self.etype = etype
        self.dims = dims          # extents (ints)
        self.kind = kind          # ptr, vla, fixed, global, local
        self.spell = []           # extents as written in declarations
        self.width_spell = []     # ptr: the row widths in subscripts
        self.cls = 'in'           # in, small, acc
        self.used = 0             # acc: budget used
        self.rep = self       # alias group representative (shares cls)
        self.alloc_extra = 0      # elements allocated past the end
        self.flat = False         # ptr: row-crossing subscripts allowed

    def total(self):
        t = 1
        for d in self.dims:
            t *= d
        return t


class Function:
    def __init__(self, name):
        self.name = name
        self.pre = []       # declarations before the region
        self.nests = []     # top-level nodes of the region
        self.post = []      # statements after the region
        self.scop = False
        self.may_alias = False
        # Struct members in place of parameters: None, or (size type,
        # size names, [(pointer name, element type)]); render() reads
        # them from a struct the function fills before its region.
        self.wrap = None


class Program:
    def __init__(self, seed):
        self.seed = seed
        self.head = []      # includes, macros, globals
        self.funcs = []
        self.params = ''    # the functions' parameter list
        self.calls = []     # (function name, argument text)
        self.main_pre = []
        self.main_post = []
        self.options = {}   # target -> extra tilec arguments

    # The removable parts, as paths for without().
    def parts(self):
        out = []
        for fi, f in enumerate(self.funcs):
            out.append(('func', fi))
        for ci in range(len(self.calls)):
            out.append(('call', ci))
        for fi, f in enumerate(self.funcs):
            for ni, n in enumerate(f.nests):
                self._node_parts(out, ('nest', fi, ni), n)
        return out

    def _node_parts(self, out, path, node):
        if not node.essential:
            out.append(path)
        for attr in ('body', 'orelse'):
            for ci, c in enumerate(getattr(node, attr, [])):
                self._node_parts(out, path + ((attr, ci),), c)

    def without(self, path):
        """A copy with one part deleted, or None when that would leave the
        program without a call."""
        p = copy.deepcopy(self)
        if path[0] == 'call':
            del p.calls[path[1]]
            if not p.calls:
                return None
            return p
        if path[0] == 'func':
            name = p.funcs[path[1]].name
            p.calls = [c for c in p.calls if c[0] != name]
            if not p.calls:
                return None
            del p.funcs[path[1]]
            return p
        f = p.funcs[path[1]]
        if len(path) == 3:
            del f.nests[path[2]]
            return p
        node = f.nests[path[2]]
        for attr, ci in path[3:-1]:
            node = getattr(node, attr)[ci]
        attr, ci = path[-1]
        del getattr(node, attr)[ci]
        return p

    def render(self):
        out = list(self.head)
        for f in self.funcs:
            out.append('')
            pre, body = list(f.pre), []
            for n in f.nests:
                body += n.lines('  ')
            if f.wrap:
                szt, sizes, ptrs = f.wrap
                if sizes:
                    out.append('struct fz_sizes_%s { %s %s; };' % (f.name, szt, ', '.join(sizes)))
                    pre.append('struct fz_sizes_%s sz = {%s};' % (f.name, ', '.join(sizes)))
                    for v in sizes:
                        body = [re.sub(r'\b%s\b' % v, 'sz.' + v, l) for l in body]
                for name, ety in ptrs:
                    out.append('struct fz_ptr_%s_%s { %s *p; int pad; };' % (f.name, name, ety))
                    pre.append('struct fz_ptr_%s_%s w%s_s = {%s, 0}, *w%s = &w%s_s;'
                               % (f.name, name, name, name, name, name))
                    body = [re.sub(r'\b%s\[' % name, 'w%s->p[' % name, l) for l in body]
            mark = ' /* FUZZ-MAY-ALIAS */' if f.may_alias else ''
            out.append('void %s(%s) {%s' % (f.name, self.params, mark))
            out += ['  ' + l for l in pre]
            if f.scop:
                out.append('#pragma scop')
            out += body
            if f.scop:
                out.append('#pragma endscop')
            out += ['  ' + l for l in f.post]
            out.append('}')
        out.append('')
        out.append('int main(void) {')
        out += ['  ' + l for l in self.main_pre]
        names = set(f.name for f in self.funcs)
        for name, args in self.calls:
            if name in names:
                out.append('  %s(%s);' % (name, args))
        out += ['  ' + l for l in self.main_post]
        out.append('  return 0;')
        out.append('}')
        return '\n'.join(out) + '\n'


# -------------------------------------------------------------- generator

class Gen:
    def __init__(self, seed, small=False, avoid=False):
        self.seed = seed
        self.small = small
        self.avoid = avoid
        self.r = random.Random(seed)
        self.clean = False

    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq, weights=None):
        return self.r.choices(seq, weights)[0] if weights else self.r.choice(seq)

    # ---------------------------------------------------------- program

    def program(self):
        r = self.r
        p = Program(self.seed)
        p.small = self.small
        self.prog = p
        self.ty = self.pick(['double', 'float', 'int', 'long', 'unsigned'],
                            [50, 12, 18, 8, 12])
        self.env = {}
        # Sizes: each has a parameter (n, m, p, q) and a macro (N, M, ...).
        nsizes = self.pick([1, 2, 3, 4], [1, 4, 4, 1])
        self.sizes = []
        for k in range(nsizes):
            v = self.pick(SIZES, SIZE_WEIGHTS)
            pname, mname = 'nmpq'[k], 'NMPQ'[k]
            self.sizes.append((v, pname, mname))
            self.env[pname] = (v, v)
            self.env[mname] = (v, v)
        # Bound parameters that change from call to call, and coefficients.
        self.ncalls = self.pick([1, 2, 3], [5, 3, 1])
        self.lims = []
        for k in range(self.pick([0, 1, 2], [3, 4, 1])):
            vals = [self.pick([0, 1, 2, 3, 5, 8, 13, 20, 40, 70]) for _ in range(self.ncalls)]
            self.lims.append(('lim%d' % k, vals))
            self.env['lim%d' % k] = (min(vals), max(vals))
        self.coefs = []
        for k in range(self.pick([0, 1, 2], [3, 4, 1])):
            lo = 0 if self.ty == 'unsigned' else -3
            vals = [r.randint(lo, 3) for _ in range(self.ncalls)]
            self.coefs.append(('c%d' % k, vals))
        self.spelling = self.pick(['mixed', 'param', 'macro'], [40, 35, 25])
        # Element and scalar types spelled through typedefs in the functions.
        self.typedefs = self.chance(0.25)
        self.gen_arrays()
        self.gen_aliasing()
        self.gen_scalars()
        # Functions.
        self.nfuncs = 1 if self.small else self.pick([1, 2], [3, 1])
        self.iter_long = self.chance(0.15)
        for fi in range(self.nfuncs):
            p.funcs.append(self.gen_function('fg'[fi] if self.nfuncs > 1 else 'kernel_fn'))
        self.gen_main()
        self.gen_options()
        return p

    def tn(self, etype):
        """ETYPE as the functions spell it: its typedef name in programs
        that use typedefs."""
        return 'T_' + etype if self.typedefs else etype

    def size_spell(self, k, allow_literal=True, param=True):
        """A size as written: its parameter, its macro or its value.  In
        a program whose sizes are spelled one way (self.spelling 'param'
        or 'macro'), loop bounds and row widths agree, so that tilec can
        prove a linearised subscript in its row (delinearisation) and
        move the region to the GPU."""
        v, pname, mname = self.sizes[k]
        c = self.r.random()
        if self.spelling == 'param':
            return pname if param else mname
        if self.spelling == 'macro':
            return mname
        if param and c < 0.65:
            return pname
        if allow_literal and c > 0.9:
            return str(v)
        return mname

    def gen_arrays(self):
        self.arrays = []
        n = self.pick([2, 3, 4, 5, 6], [2, 4, 4, 2 * (not self.small), 1 * (not self.small)])
        kinds = ['ptr', 'vla', 'fixed', 'global', 'local']
        for a in range(n):
            kind = self.pick(kinds, [35, 25, 15, 20, 5])
            ndims = self.pick([1, 2, 3], [25, 60, 15])
            for _ in range(10):
                ks = [self.r.randrange(len(self.sizes)) for _ in range(ndims)]
                pads = [self.pick([0, 0, 0, 0, 1, 2]) for _ in ks]
                dims = [self.sizes[k][0] + pd for k, pd in zip(ks, pads)]
                t = 1
                for d in dims:
                    t *= d
                if t <= 5000 and not (kind == 'local' and t > 3000):
                    break
            else:
                ndims, ks, pads, dims = 1, [0], [0], [self.sizes[0][0]]
            etype = self.ty
            if self.ty == 'double' and self.chance(0.3):
                etype = self.pick(['int', 'float'])
            if self.ty == 'long' and self.chance(0.2):
                etype = 'int'
            name = 'ABCDEFHJ'[a] if kind != 'global' else 'G%d' % a
            if kind == 'local':
                name = 'T%d' % a
            arr = Array(name, etype, dims, kind)
            arr.sizeks = ks
            for k, pd in zip(ks, pads):
                if kind == 'vla':
                    s = self.size_spell(k)
                else:
                    s = self.size_spell(k, param=False)
                arr.spell.append(s if not pd else '%s + %d' % (s, pd))
            if kind == 'ptr':
                for k, pd in zip(ks[1:], pads[1:]):
                    s = self.size_spell(k, param=(ndims == 2 or self.spelling == 'param'))
                    arr.width_spell.append(s if not pd else '(%s + %d)' % (s, pd))
                arr.flat = ndims == 2 and self.chance(0.12)
            arr.cls = 'in' if kind != 'local' else 'small'
            if kind != 'local':
                arr.cls = self.pick(['in', 'small', 'acc'], [35, 35, 30])
            self.arrays.append(arr)
        if not any(a.cls != 'in' for a in self.arrays):
            self.arrays[-1].cls = self.pick(['small', 'acc'])

    def gen_aliasing(self):
        """Sometimes one call passes the same memory for two arrays: a
        second pointer parameter shaped like a first one, or a global
        passed for a pointer parameter of its shape."""
        self.alias = None
        ptrs = [a for a in self.arrays if a.kind == 'ptr']
        if not ptrs or not self.chance(0.12):
            return
        p = self.pick(ptrs)
        others = [a for a in self.arrays if a is not p and a.etype == p.etype and
                  a.kind in ('ptr', 'global')]
        if others and self.chance(0.4):
            q = self.pick(others)
            p.dims = list(q.dims)
            p.sizeks = list(q.sizeks)
            p.spell = list(q.spell) if q.kind != 'global' else list(q.spell)
            p.width_spell = []
            for s in q.spell[1:]:
                p.width_spell.append(s if ' ' not in s else '(%s)' % s)
        else:
            q = Array('B%d' % len(self.arrays), p.etype, list(p.dims), 'ptr')
            q.sizeks = list(p.sizeks)
            q.spell = list(p.spell)
            q.width_spell = list(p.width_spell)
            q.name = 'Z'   # not Q: that is a size macro
            self.arrays.append(q)
        off = 0
        if q.kind == 'ptr':
            off = self.pick([0, 0, 1, p.dims[-1], p.total() - 1])
        q.alloc_extra = off
        # One class for both; 'acc' wins, then 'small'.
        cls = 'acc' if 'acc' in (p.cls, q.cls) else ('small' if 'small' in (p.cls, q.cls) else 'in')
        q.cls = cls
        p.rep = q
        self.alias = (p, q, off, self.r.randrange(self.ncalls))

    def gen_scalars(self):
        self.gscalars = []
        for k in range(self.pick([0, 1, 2], [4, 3, 1])):
            self.gscalars.append(dict(name='gs%d' % k, etype=self.ty, used=0))

    # ---------------------------------------------------------- functions

    def gen_function(self, name):
        f = Function(name)
        self.func = f
        self.acc_id = 0
        self.predeclared = self.chance(0.2)
        f.scop = self.chance(0.12)
        if self.alias:
            f.may_alias = True
        it = 'long' if self.iter_long else 'int'
        if self.predeclared:
            f.pre.append('%s i, j, k, l;' % it)
        locals_ = [a for a in self.arrays if a.kind == 'local']
        for a in locals_:
            f.pre.append('%s %s%s;' % (self.tn(a.etype), a.name, ''.join('[%s]' % s for s in a.spell)))
        live = None
        if self.chance(0.15) and self.gscalars:
            live = dict(name='acc0', etype=self.ty, used=0)
            f.pre.append('%s acc0 = %s;' % (self.ty, '1'))
        # Local arrays: a first nest writes every element.
        for a in locals_:
            f.nests.append(self.init_nest(a))
        self.scalars = list(self.gscalars) + ([live] if live else [])
        for _ in range(self.pick([1, 2, 3, 4], [3, 4, 1, 0] if self.small else [2, 4, 3, 2])):
            f.nests.append(self.gen_nest())
        if live:
            g = self.pick(self.gscalars)
            f.post.append('%s = %s;' % (g['name'], self.mod_text('acc0', True if TYPES[self.ty]['flt'] else False, 97, self.ty)))
        return f

    def iter_name(self, used):
        for v in 'ijkl':
            if v not in used:
                return v
        return None

    # ---------------------------------------------------------- loops

    def loop_header(self, var, start, tests, step, unsigned=False):
        """for (DECL var = start; tests; step) with varied spellings."""
        decl = ''
        if unsigned:
            # One type per name: a region's variable has one type.
            decl = {'ui': 'unsigned ', 'uj': 'size_t ', 'uk': 'unsigned ', 'ul': 'unsigned long '}[var]
        elif not self.predeclared:
            decl = ('long ' if self.iter_long else 'int ')
        conds = []
        for kind, b in tests:
            conds.append(self.test_text(var, kind, b, unsigned))
        if step == 1:
            inc = self.pick(['%s++' % var, '++%s' % var, '%s += 1' % var, '%s = %s + 1' % (var, var)], [6, 2, 1, 1])
        elif step == -1:
            inc = self.pick(['%s--' % var, '--%s' % var, '%s -= 1' % var])
        elif step > 0:
            inc = self.pick(['%s += %d' % (var, step), '%s = %s + %d' % (var, var, step)], [4, 1])
        else:
            inc = '%s -= %d' % (var, -step)
        return 'for (%s%s = %s; %s; %s)' % (decl, var, start.render(), ' && '.join(conds), inc)

    def test_text(self, var, kind, b, unsigned=False):
        """var <= b (kind 'ub') or var >= b (kind 'lb'), spelled in one of
        several equivalent ways (not negated for an unsigned VAR)."""
        c = self.r.random()
        if unsigned:
            c *= 0.95
        if kind == 'ub':
            if c < 0.45:
                return '%s < %s' % (var, (b + 1).render())
            if c < 0.7:
                return '%s <= %s' % (var, b.render())
            if c < 0.85:
                return '%s > %s' % ((b + 1).render(), var)
            if c < 0.95:
                return '%s >= %s' % (b.render(), var)
            return '-%s >= %s' % (var, b.neg().render())
        if c < 0.5:
            return '%s >= %s' % (var, b.render())
        if c < 0.75:
            return '%s > %s' % (var, (b - 1).render())
        if c < 0.9:
            return '%s <= %s' % (b.render(), var)
        return '-%s <= %s' % (var, b.neg().render())

    def size_aff(self, k):
        s = self.size_spell(k)
        if s.isdigit():
            return Aff(const=int(s))
        return Aff.sym(s)

    def make_loop(self, outer, sizek=None, small=False):
        """A loop inside the loops OUTER (outermost first): its iterator
        runs over a size (margins at either end), sometimes triangular
        with an outer iterator, sometimes also limited by a bound
        parameter or a second size; forward or reversed, step 1 to 4."""
        r = self.r
        used = [l.var for l in outer]
        var = self.iter_name(used)
        if var is None:
            return None
        if sizek is None:
            sizek = r.randrange(len(self.sizes))
        lo_m = self.pick([0, 1, 2], [6, 3, 1])
        hi_m = self.pick([0, 1, 2, 3], [6, 3, 1, 1])
        base_lo = Aff(const=lo_m)
        base_hi = self.size_aff(sizek) - (1 + hi_m)
        if small:
            base_hi = Aff(const=self.pick([0, 1, 2, 3]))
        lows, highs = [base_lo], [base_hi]
        tri = None
        signed_outer = [l for l in outer if not l.unsigned]
        if signed_outer and self.chance(0.35):
            # Not over an unsigned iterator: a signed loop compared with it
            # would compare in unsigned.
            w = self.pick(signed_outer)
            c = self.pick([-1, 0, 0, 1, 2])
            tri = Aff.sym(w.var) + c
            if self.chance(0.5):
                highs.append(tri)
            else:
                lows.append(tri)
        safe_outer = [l for l in signed_outer if getattr(l, 'lo_safe', False)]
        if safe_outer and self.chance(0.12):
            # A quotient of an outer iterator (j < i / 2, j = (i + 1) / 3),
            # its dividend never negative whatever the parameters.
            w = self.pick(safe_outer)
            num = Aff.sym(w.var) + self.pick([0, 0, 1, 2])
            if num.interval(dict(self.env, **{l.var: l.interval for l in outer}))[0] >= 0:
                q = Div(num, self.pick([2, 3, 4])) + self.pick([-1, 0, 0, 1])
                if self.chance(0.6):
                    highs.append(q)
                else:
                    lows.append(q)
        if self.lims and self.chance(0.2):
            name = self.pick(self.lims)[0]
            if self.chance(0.7):
                highs.append(Aff.sym(name) - 1)
            else:
                lows.append(Aff.sym(name))
        if self.chance(0.08) and len(self.sizes) > 1:
            highs.append(self.size_aff(r.randrange(len(self.sizes))) - 1)
        if self.chance(0.1):
            # A quotient of a size: n / 2 - 1.
            highs.append(Div(self.size_aff(r.randrange(len(self.sizes))), self.pick([2, 3, 4])) - 1)
        forward = self.chance(0.78)
        step = self.pick([1, 2, 3, 4], [14, 3, 2, 1])
        env = dict(self.env)
        for l in outer:
            env[l.var] = l.interval
        if self.avoid:
            # One test per loop: OpenMP's canonical form (finding
            # omp-conjunction-test).
            if forward:
                highs = highs[:1]
            else:
                lows = lows[:1]
        if forward:
            # The start is one expression: the triangular lower bound if
            # any, else the plain one; the rest become tests.
            start = lows[-1] if self.chance(0.8) else lows[0]
            tests = [('ub', h) for h in highs]
            r.shuffle(tests)
            lo_iv = start.interval(env)[0]
            hi_iv = min(h.interval(env)[1] for h in highs)
        else:
            start = highs[-1] if self.chance(0.8) else highs[0]
            tests = [('lb', l) for l in lows]
            r.shuffle(tests)
            hi_iv = start.interval(env)[1]
            lo_iv = max(l.interval(env)[0] for l in lows)
            step = -step
        trips = 0 if hi_iv < lo_iv else (hi_iv - lo_iv) // abs(step) + 1
        # Unsigned: counting up from a start and to bounds that are never
        # negative, so C's unsigned comparisons mean what the intervals say.
        # Only over constants and iterators (whose values tilec can bound):
        # an int parameter compared with an unsigned iterator may be
        # negative as far as it knows, and the nest would be refused.
        params = set(s[1] for s in self.sizes) | set(l[0] for l in self.lims)
        unsigned = (forward and not self.predeclared and start.interval(env)[0] >= 0 and
                    all(h.interval(env)[0] >= 0 for h in highs) and
                    not any(t in params for a in [start] + highs for t, _ in a.terms) and
                    all(getattr(l, 'unsigned', False) or not any(t == l.var for a in [start] + highs
                                                                 for t, _ in a.terms)
                        for l in outer) and 'u' + var not in used and self.chance(0.25))
        if unsigned:
            var = 'u' + var
        header = self.loop_header(var, start, tests, step, unsigned)
        loop = Loop(header, var, (lo_iv, hi_iv), trips, unsigned)
        # Its lower bounds are >= 0 for any parameters: constants and
        # iterators of such loops only (a quotient of it may be taken).
        safe_vars = set(l.var for l in outer if getattr(l, 'lo_safe', False))
        loop.lo_safe = lo_iv >= 0 and all(
            all(t in safe_vars for t, _ in a.terms) for a in ([start] if forward else lows))
        loop.sizek = None if small else sizek
        return loop

    # ---------------------------------------------------------- accesses

    def sub_options(self, extent, loops, avoid=(), sizek=None):
        """Subscripts (Aff) of one dimension of EXTENT that stay in bounds
        for every iteration of LOOPS, with weights; iterators in AVOID
        (already used by the access) are unlikely, those of loops over the
        size SIZEK (the dimension's) likely."""
        opts = []
        for l in loops:
            a, b = l.interval
            w = 1 if l.var in avoid else 6
            if sizek is not None and getattr(l, 'sizek', None) == sizek and l.var not in avoid:
                w *= 4
            if b < a:
                opts.append((Aff.sym(l.var), w))
                continue
            lo_c, hi_c = -a, extent - 1 - b
            cs = [c for c in range(max(lo_c, -3), min(hi_c, 3) + 1)]
            for c in cs:
                opts.append((Aff.sym(l.var) + c, w * (4 if c == 0 else 1)))
            # Reversed: extent - 1 - var + c.
            lo_c, hi_c = b - extent + 1, a
            for c in range(max(lo_c, -1), min(hi_c, 1) + 1):
                if self.chance(0.05 if self.clean else 0.3):
                    opts.append((Aff(const=extent - 1 + c) - Aff.sym(l.var), 1))
        if len(loops) >= 2 and self.chance(0.05 if self.clean else 0.3):
            l1, l2 = self.r.sample(loops, 2)
            (a1, b1), (a2, b2) = l1.interval, l2.interval
            # Not a mixed sum: it would convert the signed one to unsigned.
            same = l1.unsigned == l2.unsigned
            if same and a1 <= b1 and a2 <= b2 and a1 + a2 >= 0 and b1 + b2 <= extent - 1:
                opts.append((Aff.sym(l1.var) + Aff.sym(l2.var), 2))
            if same and a1 <= b1 and a2 <= b2 and a1 - b2 >= 0 and b1 - a2 <= extent - 1:
                opts.append((Aff.sym(l1.var) - Aff.sym(l2.var), 1))
        for l in loops:
            a, b = l.interval
            if a <= b and 2 * b <= extent - 1 and a >= 0 and self.chance(0.03 if self.clean else 0.2):
                opts.append((Aff.sym(l.var, 2), 1))
            # A quotient or remainder by a constant, shifted into the extent.
            if 0 <= a <= b and self.chance(0.1):
                q = Quasi(l.var, self.pick(['/', '%']), self.pick([2, 3, 4]))
                lo, hi = q.interval({l.var: (a, b)})
                cs = list(range(-lo, extent - hi))
                if cs:
                    opts.append((q + (0 if 0 in cs else self.pick(cs)), 2))
        if not self.clean or not opts:
            opts.append((Aff(const=self.r.randrange(extent)), 1))
        return opts

    def gen_subs(self, arr, loops, prefer=None):
        """One access of ARR: a subscript per dimension, preferring the
        iterators PREFER (one per dimension, in order)."""
        subs = []
        usedv = []
        for d, extent in enumerate(arr.dims):
            want = prefer[d] if prefer and d < len(prefer) else None
            sizek = arr.sizeks[d] if d < len(arr.sizeks) else None
            opts = self.sub_options(extent, loops, usedv, sizek)
            if want:
                good = [(s, w) for s, w in opts if len(s.terms) == 1 and s.terms[0] == (want, 1)]
                if good and self.chance(0.9):
                    opts = good
            s = self.pick([o[0] for o in opts], [o[1] for o in opts])
            usedv += [t for t, _ in s.terms]
            subs.append(s)
        if arr.kind == 'ptr' and arr.flat and len(arr.dims) == 2 and self.chance(0.5):
            # A column offset that crosses rows, the total staying inside.
            env = {l.var: l.interval for l in loops}
            s1 = subs[1] + self.pick([-2, -1, 1, 2])
            lo0, hi0 = subs[0].interval(env)
            lo1, hi1 = s1.interval(env)
            if all(l.interval[0] <= l.interval[1] for l in loops) and \
                    lo0 * arr.dims[1] + lo1 >= 0 and hi0 * arr.dims[1] + hi1 <= arr.total() - 1:
                subs[1] = s1
        return subs

    def access_text(self, arr, subs):
        if arr.kind != 'ptr' or len(arr.dims) == 1:
            return arr.name + ''.join('[%s]' % s.render() for s in subs)
        if len(arr.dims) == 2:
            w = arr.width_spell[0]
            if self.chance(0.85):
                return '%s[%s * %s + %s]' % (arr.name, subs[0].render_factor(), w, subs[1].render())
            return '%s[%s + %s * %s]' % (arr.name, subs[1].render(), subs[0].render_factor(), w)
        w1, w2 = arr.width_spell
        if self.chance(0.5):
            return '%s[(%s * %s + %s) * %s + %s]' % (arr.name, subs[0].render_factor(), w1, subs[1].render(), w2,
                                                     subs[2].render())
        return '%s[%s * %s * %s + %s * %s + %s]' % (arr.name, subs[0].render_factor(), w1, w2,
                                                    subs[1].render_factor(), w2, subs[2].render())

    # ---------------------------------------------------------- values

    def dbl(self, x):
        """X as a double argument of a math function: cast when avoiding
        the known finding opencl-fmod-float-argument."""
        return '(double)(%s)' % x if self.avoid else x

    def mod_text(self, x, flt, p, etype=None):
        if flt:
            if etype == 'float':
                return 'fmodf(%s, %d.0f)' % ('(float)(%s)' % x if self.avoid else x, p)
            return 'fmod(%s, %d.0)' % (self.dbl(x), p)
        if self.ty == 'unsigned':
            return '(%s) %% %du' % (x, p)
        return '(%s) %% %d' % (x, p)

    def leaf(self, loops, target=None):
        """(text, bound, is_float, is_simple) of a random operand."""
        r = self.r
        c = r.random()
        if c < (0.8 if self.clean else 0.62) and (self.arrays or target is not None):
            cands = [a for a in self.arrays]
            if self.clean:
                ins = [a for a in self.arrays if a.rep.cls == 'in']
                if ins:
                    cands = ins
            if target is not None and self.chance(0.3):
                cands = [target]
            arr = self.pick(cands)
            subs = self.gen_subs(arr, loops, prefer=None)
            text = self.access_text(arr, subs)
            flt = TYPES[arr.etype]['flt']
            rep = arr.rep
            bound = 9 if rep.cls == 'in' else SMALL
            if rep.cls == 'acc':
                p = self.pick(PRIMES[:5])
                return self.mod_text(text, flt, p, arr.etype), p - 1, flt, False
            if bound > 9 and self.chance(0.15):
                p = self.pick(PRIMES[3:])
                return self.mod_text(text, flt, p, arr.etype), p - 1, flt, False
            return text, bound, flt, True
        if c < 0.77:
            v = r.randint(1, 9)
            if TYPES[self.ty]['flt'] and self.chance(0.5):
                return '%d.0' % v if self.ty == 'double' else '%d.0f' % v, v, True, True
            return str(v), v, False, True
        if c < 0.87 and self.coefs:
            return self.pick(self.coefs)[0], 3, TYPES[self.ty]['flt'], True
        if loops:
            l = self.pick(loops)
            a, b = l.interval
            m = max(abs(a), abs(b), 1)
            if len(loops) > 1 and self.chance(0.4):
                l2 = self.pick([x for x in loops if x is not l])
                a2, b2 = l2.interval
                m2 = max(abs(a2), abs(b2), 1)
                return '(%s - %s)' % (self.ivalue(l), self.ivalue(l2)), m + m2, False, False
            return self.ivalue(l), m, False, True
        return '1', 1, False, True

    def ivalue(self, l):
        """Loop L's iterator as a value: an unsigned one as a long, so
        arithmetic and comparisons on it stay signed."""
        return '(long)%s' % l.var if l.unsigned else l.var

    def expr(self, loops, target=None, nleaves=None):
        """(text, bound, is_float) of a right-hand side."""
        if nleaves is None:
            nleaves = self.pick([1, 2, 3, 4], [3, 5, 3, 1])
        text, bound, flt, simple = self.leaf(loops, target)
        muls = 0
        for _ in range(nleaves - 1):
            t2, b2, f2, s2 = self.leaf(loops, target)
            op = self.pick(['+', '-', '*'], [4, 3, 3])
            if op == '*' and (muls >= 2 or bound * b2 > EXPR_CAP):
                op = '+'
            if op == '*':
                muls += 1
                a = text if simple else '(%s)' % text
                b = t2 if s2 else '(%s)' % t2
                text, bound = '%s * %s' % (a, b), bound * b2
            else:
                b = t2 if s2 or op == '+' else '(%s)' % t2
                text, bound = '%s %s %s' % (text, op, b), bound + b2
            flt = flt or f2
            simple = False
        c = self.r.random()
        if c < 0.08:
            text = '-(%s)' % text
        elif c < 0.14 and flt:
            text = 'fabs(%s)' % self.dbl(text)
        elif c < 0.2 and flt:
            t2, b2, f2, s2 = self.leaf(loops, target)
            text, bound = '%s(%s, %s)' % (self.pick(['fmax', 'fmin']), self.dbl(text), self.dbl(t2)), max(bound, b2)
        elif c < 0.25:
            t2, b2, f2, s2 = self.leaf(loops, target)
            cmp = self.pick(['<', '>', '<=', '>='])
            text, bound = '(%s %s %s ? %s : %s)' % (text, cmp, t2, text, t2), max(bound, b2)
            flt = flt or f2
        return text, bound, flt

    # ---------------------------------------------------------- statements

    def iters(self, loops):
        n = 1
        for l in loops:
            n *= max(l.trips, 0)
        return n

    def store(self, loops, target, subs_text, rhs, nesting_count):
        """The statement that writes a right-hand side RHS = (text, bound,
        flt) into TARGET (an Array, or a scalar dict) at SUBS_TEXT."""
        text, bound, flt = rhs
        if isinstance(target, dict):
            rep, etype, lhs = target, target['etype'], target['name']
            cls = 'acc'
        else:
            rep, etype, lhs = target.rep, target.etype, subs_text
            cls = rep.cls
        if cls == 'small' or (cls == 'acc' and self.chance(0.1)):
            if bound > SMALL or self.chance(0.3):
                p = self.pick(PRIMES)
                text = self.mod_text(text, flt, p)
                bound = p - 1
            if cls == 'acc':
                self.charge(rep, etype, bound, 1)
            return Stmt('%s = %s;' % (lhs, text))
        # acc: += / -= within the budget of the target.
        count = nesting_count * self.ncalls
        op = self.pick(['+=', '-='], [3, 1])
        if not self.fits(rep, etype, bound, count):
            for p in PRIMES:
                if p - 1 < bound and self.fits(rep, etype, p - 1, count):
                    text = self.mod_text(text, flt, p)
                    bound = p - 1
                    break
            else:
                p = self.pick(PRIMES)
                text = self.mod_text(text, flt, p)
                self.charge(rep, etype, p - 1, 1)
                return Stmt('%s = %s;' % (lhs, text))
        self.charge(rep, etype, bound, count)
        return Stmt('%s %s %s;' % (lhs, op, text))

    def budget(self, etype):
        return TYPES[etype]['cap'] // 4

    def fits(self, rep, etype, bound, count):
        used = rep['used'] if isinstance(rep, dict) else rep.used
        return used + bound * count + SMALL <= self.budget(etype)

    def charge(self, rep, etype, bound, count):
        if isinstance(rep, dict):
            rep['used'] += bound * count
        else:
            rep.used += bound * count

    def gen_stmt(self, loops, prefer=None):
        writable = [a for a in self.arrays if a.rep.cls != 'in']
        if self.scalars and self.chance(0.03 if self.clean else 0.12):
            target = self.pick(self.scalars)
            rhs = self.expr(loops)
            return self.store(loops, target, None, rhs, self.iters(loops))
        target = self.pick(writable)
        subs = self.gen_subs(target, loops, prefer)
        lhs = self.access_text(target, subs)
        rhs = self.expr(loops, target=target)
        return self.store(loops, target, lhs, rhs, self.iters(loops))

    def cond(self, loops):
        """A condition on the iterators (affine), or one that reads an
        array element (a data-dependent if)."""
        def atom():
            if not self.clean and self.chance(0.35):
                text, _, _, simple = self.leaf(loops)
                return '%s %s %d' % (text if simple else '(%s)' % text,
                                     self.pick(['<', '<=', '>', '>=', '==', '!=']),
                                     self.r.randint(-3, 5))
            l = self.pick(loops)
            rhs = self.pick([self.ivalue(l2) for l2 in loops if l2 is not l] +
                            [str(self.r.randint(0, 6))] + [s[1] for s in self.sizes])
            if self.chance(0.3):
                rhs = '%s - %d' % (rhs, self.r.randint(1, 3))
            return '%s %s %s' % (self.ivalue(l), self.pick(['<', '<=', '>', '>=', '==', '!=']), rhs)
        c = atom()
        if self.chance(0.3):
            c = '%s %s %s' % (c, self.pick(['&&', '||']), atom())
        if self.chance(0.1):
            c = '!(%s)' % c
        return c

    def gen_body(self, node, loops, depth_left, prefer):
        """Fill the body of NODE (the innermost of LOOPS)."""
        if depth_left > 0:
            if self.chance(0.15):
                node.body.append(self.gen_stmt(loops, prefer))
            inner = self.make_loop(loops, self.loop_size(prefer, len(loops)))
            if inner is not None and self.iters(loops + [inner]) <= MAX_ITERS:
                if self.chance(0.12) and depth_left == 1 and self.acc_allowed():
                    node.body.append(self.acc_block(loops, inner, prefer))
                elif self.chance(0.08) and self.iter_name([l.var for l in loops]):
                    node.body.append(self.scratch_block(loops, prefer))
                else:
                    node.body.append(inner)
                    self.gen_body(inner, loops + [inner], depth_left - 1, prefer)
            if self.chance(0.1):
                sib = self.make_loop(loops, None)
                if sib is not None and self.iters(loops + [sib]) <= MAX_ITERS:
                    node.body.append(sib)
                    self.gen_body(sib, loops + [sib], 0, prefer)
            if self.chance(0.12):
                node.body.append(self.gen_stmt(loops, prefer))
            if not node.body:
                node.body.append(self.gen_stmt(loops, prefer))
            return
        for _ in range(self.pick([1, 2, 3], [6, 3, 1])):
            if self.chance(0.02 if self.clean else 0.1):
                iff = If(self.cond(loops))
                iff.body.append(self.gen_stmt(loops, prefer))
                if self.chance(0.4):
                    iff.orelse.append(self.gen_stmt(loops, prefer))
                node.body.append(iff)
            else:
                node.body.append(self.gen_stmt(loops, prefer))

    def acc_allowed(self):
        return True

    def acc_block(self, loops, inner, prefer):
        """{ T s = init; for (...) s += e; target = s; } in the body of
        LOOPS, with INNER as the reduction loop."""
        # Sometimes ludcmp's w: declared once before the region and
        # assigned in each iteration (passes/inplace.c keeps it in place).
        outside = self.chance(0.4)
        name = '%s%d' % ('w' if outside else 's', self.acc_id)
        self.acc_id += 1
        ety = self.ty
        init, ib, _ = self.expr(loops, nleaves=1) if self.chance(0.3) else ('0', 0, False)
        count = max(inner.trips, 0)
        # The accumulator is a fresh local: its budget is its own.
        acc = dict(name=name, etype=ety, used=ib)
        inner_loops = loops + [inner]
        rhs = self.expr(inner_loops)
        st = self.store(inner_loops, acc, None, rhs, count)
        inner.body.append(st)
        sb = acc['used'] + 1
        writable = [a for a in self.arrays if a.rep.cls != 'in']
        same = [a for a in writable if a.etype == ety]
        target = self.pick(same if outside and same else writable)
        subs = self.gen_subs(target, loops, prefer)
        lhs = self.access_text(target, subs)
        store = self.store(loops, target, lhs, (name, sb, TYPES[ety]['flt']), self.iters(loops))
        if outside:
            # Stored with '=' (what inplace needs), small whatever the
            # target's class.
            p = self.pick(PRIMES)
            self.charge(target.rep, target.etype, p - 1, 1)
            store = Stmt('%s = %s;' % (lhs, self.mod_text(name, TYPES[ety]['flt'], p, ety)))
            self.func.pre.append('%s %s;' % (ety, name))
            b = Block('%s = %s;' % (name, init), store.text)
        else:
            b = Block('%s %s = %s;' % (ety, name, init), store.text)
        b.body.append(inner)
        return b

    def scratch_block(self, loops, prefer):
        """{ T tN[K]; for (q = 0; q < K; q++) tN[q] = e; target = tN[c] +
        tN[K - 1]; } in the body of LOOPS: an array declared in the loop
        body, private to each of its iterations.  The loop and its
        statement are essential: without them the store would read
        uninitialised elements."""
        name = 't%d' % self.acc_id
        self.acc_id += 1
        ety = self.ty
        k = self.pick([1, 2, 3, 5, 8], [1, 2, 2, 2, 1])
        v = self.iter_name([l.var for l in loops])
        decl = '' if self.predeclared else ('long ' if self.iter_long else 'int ')
        fill = Loop('for (%s%s = 0; %s < %d; %s++)' % (decl, v, v, k, v), v, (0, k - 1), k)
        fill.essential = True
        text, bound, flt = self.expr(loops)
        if bound > SMALL:
            p = self.pick(PRIMES)
            text, bound = self.mod_text(text, flt, p, ety), p - 1
        st = Stmt('%s[%s] = %s;' % (name, v, text))
        st.essential = True
        fill.body.append(st)
        c = self.r.randrange(k)
        writable = [a for a in self.arrays if a.rep.cls != 'in']
        target = self.pick(writable)
        lhs = self.access_text(target, self.gen_subs(target, loops, prefer))
        rhs = ('%s[%d] + %s[%d]' % (name, c, name, k - 1), 2 * bound, TYPES[ety]['flt'])
        store = self.store(loops, target, lhs, rhs, self.iters(loops))
        b = Block('%s %s[%d];' % (ety, name, k), store.text)
        b.body.append(fill)
        return b

    def loop_size(self, prefer, level):
        return self.pref_sizes[level] if level < len(self.pref_sizes) else None

    def reduction_nest(self):
        """A loop whose only parallelism is a reduction (map-gpu's
        reduction kernels): T += e over one loop, T a global scalar or an
        element the loop does not move; sometimes inside a short loop that
        also stores a value after it.  None if the sizes do not fit."""
        outer = self.make_loop([], None, small=True) if self.chance(0.4) else None
        loops = [outer] if outer is not None else []
        inner = self.make_loop(loops, self.r.randrange(len(self.sizes)))
        if inner is None or self.iters(loops + [inner]) > MAX_ITERS:
            return None
        writable = [a for a in self.arrays if a.rep.cls != 'in']
        if self.gscalars and self.chance(0.5):
            target, lhs = self.pick(self.gscalars), None
        else:
            target = self.pick(writable)
            lhs = self.access_text(target, self.gen_subs(target, loops))
        rhs = self.expr(loops + [inner])
        inner.body.append(self.store(loops + [inner], target, lhs, rhs, self.iters(loops + [inner])))
        if outer is None:
            return inner
        outer.body.append(inner)
        outer.body.append(self.gen_stmt(loops, None))
        return outer

    def simple_loop(self, var, lo, extent, spell):
        decl = '' if self.predeclared else ('long ' if self.iter_long else 'int ')
        return Loop('for (%s%s = %s; %s < %s; %s++)' % (decl, var, lo, var, spell, var), var,
                    (lo, extent - 1), max(extent - lo, 0))

    def scratch_nest(self):
        """An array every iteration of a nest uses as scratch space
        (passes/expand.c: T[j] set, then read in the same iteration of i),
        or reads of rows the nest writes only later (passes/snapshot.c:
        X[i][j] from X[k][j], k > i).  None if no arrays fit."""
        writable = [a for a in self.arrays if a.rep.cls != 'in' and a.kind != 'local']
        twod = [a for a in writable if len(a.dims) == 2]
        if not twod:
            return None
        x = self.pick(twod)
        if self.chance(0.5):
            oned = [a for a in writable if len(a.dims) == 1 and a.rep is not x.rep]
            if not oned:
                return None
            t = self.pick(oned)
            n = min(t.dims[0], x.dims[1])
            top = self.simple_loop('i', 0, x.dims[0], x.spell[0])
            fill = self.simple_loop('j', 0, n, str(n))
            use = self.simple_loop('j', 0, n, str(n))
            if self.iters([top, fill]) > MAX_ITERS:
                return None
            top.body += [fill, use]
            i, j = Aff.sym('i'), Aff.sym('j')
            flt = TYPES[t.etype]['flt']
            text, _, eflt = self.expr([top, fill])
            fill.body.append(Stmt('%s = %s;' % (self.access_text(t, [j]),
                                                self.mod_text(text, eflt, self.pick(PRIMES), t.etype))))
            rhs = '%s + %s' % (self.access_text(t, [j]),
                               self.access_text(t, [Aff([], n - 1) - j]))
            use.body.append(self.store([top, use], x, self.access_text(x, [i, j]),
                                       (self.mod_text(rhs, flt, self.pick(PRIMES), t.etype), 96, flt),
                                       self.iters([top, use])))
            return top
        d0 = min(x.dims[0], x.dims[1]) if self.chance(0.3) else x.dims[0]
        top = self.simple_loop('i', 0, d0, str(d0))
        mid = self.simple_loop('j', 0, x.dims[1], x.spell[1])
        red = Loop('for (%sk = i + 1; k < %d; k++)' % (
            '' if self.predeclared else ('long ' if self.iter_long else 'int '), d0), 'k',
            (1, d0 - 1), d0)
        if self.iters([top, mid, red]) > MAX_ITERS:
            return None
        top.body.append(mid)
        mid.body.append(red)
        i, j, k = Aff.sym('i'), Aff.sym('j'), Aff.sym('k')
        flt = TYPES[x.etype]['flt']
        rhs = '%s + %s' % (self.access_text(x, [i, j]), self.access_text(x, [k, j]))
        red.body.append(Stmt('%s = %s;' % (self.access_text(x, [i, j]),
                                           self.mod_text(rhs, flt, self.pick(PRIMES), x.etype))))
        return top

    def gen_nest(self):
        """One top-level loop nest: shaped after a primary target array
        (its loops follow the array's sizes), 1 to 4 deep."""
        # (one draw for both, so that the other nests of a seed stay as
        # they were before scratch nests existed)
        u = self.r.random()
        if u < 0.1:
            red = self.reduction_nest()
            if red is not None:
                return red
        elif u < 0.16:
            nest = self.scratch_nest()
            if nest is not None:
                return nest
        writable = [a for a in self.arrays if a.rep.cls != 'in']
        prim = self.pick(writable)
        depth = self.pick([1, 2, 3, 4], [15, 45, 33, 0 if self.small else 7])
        # A clean nest reads mostly arrays it does not write, with
        # subscripts that follow its loops: the kind tilec transforms.
        self.clean = self.chance(0.5)
        sizes = list(prim.sizeks)
        if self.chance(0.3):
            self.r.shuffle(sizes)
        self.pref_sizes = sizes[:depth]
        time_loop = depth >= 2 and self.chance(0.12)
        while len(self.pref_sizes) < depth:
            self.pref_sizes.append(self.r.randrange(len(self.sizes)))
        for _ in range(5):
            top = self.make_loop([], self.pref_sizes[0], small=time_loop)
            if self.iters([top]) <= MAX_ITERS:
                break
        prefer = 'ijkl'[1:] if time_loop else 'ijkl'
        if depth == 3 and self.chance(0.5):
            prefer = 'ij'   # matmul-like: target [i][j], k the reduction
        self.gen_body(top, [top], depth - 1, prefer)
        return top

    def init_nest(self, arr):
        """Loops over every element of the local array ARR, storing
        values computed from the other arrays."""
        loops = []
        outer = None
        for d, (extent, spell) in enumerate(zip(arr.dims, arr.spell)):
            var = 'ijkl'[d]
            decl = '' if self.predeclared else ('long ' if self.iter_long else 'int ')
            l = Loop('for (%s%s = 0; %s < %s; %s++)' % (decl, var, var, spell, var), var,
                     (0, extent - 1), extent)
            if outer:
                outer.body.append(l)
            loops.append(l)
            outer = l
        saved = self.arrays
        self.arrays = [a for a in saved if a.kind != 'local']
        rhs = self.expr(loops)
        self.arrays = saved
        text, bound, flt = rhs
        if bound > SMALL:
            text = self.mod_text(text, flt, self.pick(PRIMES))
        subs = [Aff.sym(l.var) for l in loops]
        outer.body.append(Stmt('%s = %s;' % (self.access_text(arr, subs), text)))
        loops[0].essential = True
        return loops[0]

    # ---------------------------------------------------------- main

    def gen_main(self):
        p = self.prog
        head = ['#include <math.h>', '#include <stdio.h>', '#include <stdlib.h>', '']
        for v, pname, mname in self.sizes:
            head.append('#define %s %d' % (mname, v))
        if self.typedefs:
            for t in sorted(set([self.ty] + [a.etype for a in self.arrays])):
                head.append('typedef %s %s;' % (t, self.tn(t)))
        for a in self.arrays:
            if a.kind == 'global':
                head.append('%s %s%s;' % (self.tn(a.etype), a.name, ''.join('[%s]' % s for s in a.spell)))
        for g in self.gscalars:
            head.append('%s %s;' % (g['etype'], g['name']))
        params = []
        szt = self.pick(['int', 'long', 'int'])
        for v, pname, mname in self.sizes:
            params.append('%s %s' % (szt, pname))
        for name, vals in self.lims:
            params.append('int %s' % name)
        for name, vals in self.coefs:
            params.append('%s %s' % (self.tn(self.ty), name))
        args_arrays = [a for a in self.arrays if a.kind in ('ptr', 'vla', 'fixed')]
        restrict = not self.alias and self.chance(0.15)
        for a in args_arrays:
            if a.kind == 'ptr':
                params.append('%s *%s%s' % (self.tn(a.etype), 'restrict ' if restrict else '', a.name))
            else:
                spell = list(a.spell)
                if a.kind == 'fixed' and self.chance(0.15):
                    spell[0] = ''
                params.append('%s %s%s' % (self.tn(a.etype), a.name, ''.join('[%s]' % s for s in spell)))
        p.params = ', '.join(params)
        p.head = head
        ptrs = [(a.name, self.tn(a.etype)) for a in args_arrays if a.kind == 'ptr']
        for f in p.funcs:
            # Not in scops: a region that writes an array of the sizes'
            # type refuses to read them from a struct, an error there.
            if self.chance(0.25) and not f.scop:
                sizes = [pname for _, pname, _ in self.sizes] if self.chance(0.5) else []
                f.wrap = (szt, sizes, [x for x in ptrs if self.chance(0.7)])
        pre = []
        for a in self.arrays:
            if a.kind in ('global', 'local'):
                continue
            n = a.total() + a.alloc_extra
            if a.kind == 'ptr' or len(a.dims) == 1:
                pre.append('%s *%s = malloc(sizeof(%s) * %d);' % (a.etype, a.name, a.etype, max(n, 1)))
            else:
                rest = ''.join('[%d]' % d for d in a.dims[1:])
                pre.append('%s (*%s)%s = malloc(sizeof(%s) * %d);' % (a.etype, a.name, rest, a.etype, n))
        for k, a in enumerate(self.arrays):
            if a.kind == 'local':
                continue
            n = a.total() + a.alloc_extra
            mul, add = self.pick([3, 5, 7, 11]), self.r.randrange(19)
            val = '((x * %d + %d) %% 19)' % (mul, add)
            if self.ty != 'unsigned' and a.etype != 'unsigned':
                val = '(%s - 9)' % val
            pre.append('for (long x = 0; x < %d; x++)' % n)
            pre.append('  ((%s *)%s)[x] = (%s)%s;' % (a.etype, a.name, a.etype, val))
        for g in self.gscalars:
            pre.append('%s = %d;' % (g['name'], self.r.randint(0, 5)))
        p.main_pre = pre
        # Calls.
        calls = []
        for c in range(self.ncalls):
            for f in (p.funcs if self.chance(0.8) else list(reversed(p.funcs))):
                args = [str(v) for v, _, _ in self.sizes]
                args += [str(vals[c]) for _, vals in self.lims]
                args += [str(vals[c]) for _, vals in self.coefs]
                for a in args_arrays:
                    arg = a.name
                    if self.alias and self.alias[0] is a and self.alias[3] == c:
                        q, off = self.alias[1], self.alias[2]
                        arg = '(%s *)%s + %d' % (a.etype, q.name, off) if off else '(%s *)%s' % (a.etype, q.name)
                    args.append(arg)
                calls.append((f.name, ', '.join(args)))
        p.calls = calls
        post = []
        for a in self.arrays:
            if a.kind == 'local':
                continue
            n = a.total() + a.alloc_extra
            t = TYPES[a.etype]
            conv = t['conv'].format(x='((%s *)%s)[x]' % (a.etype, a.name))
            post.append('printf("%s:");' % a.name)
            post.append('for (long x = 0; x < %d; x++)' % n)
            post.append('  printf(x %% 16 ? " %s" : "\\n%s", %s);' % (t['fmt'], t['fmt'], conv))
            post.append('printf("\\n");')
        for g in self.gscalars:
            t = TYPES[g['etype']]
            post.append('printf("%s: %s\\n", %s);' % (g['name'], t['fmt'], t['conv'].format(x=g['name'])))
        for a in self.arrays:
            if a.kind not in ('global', 'local'):
                post.append('free(%s);' % a.name)
        p.main_post = post

    def gen_options(self):
        """Extra tilec arguments for some programs: small tile sizes (more
        partial tiles at these sizes), --assume-no-alias when no call
        aliases, other work-group shapes for OpenCL."""
        opts = {'c': [], 'omp': [], 'opencl': []}
        if self.chance(0.35):
            ts = ','.join(str(self.pick([2, 3, 4, 5, 7, 8, 16])) for _ in range(3))
            opts['c'].append('--tile-sizes=%s' % ts)
            opts['omp'].append('--tile-sizes=%s' % ts)
        if not self.alias and self.chance(0.25):
            for k in opts:
                opts[k].append('--assume-no-alias')
        if self.chance(0.2):
            opts['opencl'].append('--block=%s' % self.pick(['8x4', '16x16', '4x2', '64x1', '1x32']))
        if self.chance(0.15):
            opts['opencl'].append('--no-shared-memory')
        self.prog.options = opts


def generate(seed, small=False, avoid=False):
    """The Program of SEED (deterministic); SMALL: one function of at
    most three nests, at most four arrays (for the batch in make check);
    AVOID: steer clear of the constructs of known findings (one test per
    loop, math arguments cast to double), to test past them."""
    g = Gen(seed, small, avoid)
    p = g.program()
    p.avoid = avoid
    return p


def render(prog):
    """The C text of PROG, with a first comment naming its seed and the
    extra tilec arguments per target (fuzz.py reads them back)."""
    lines = ['// tilec fuzz program, seed %s%s%s' % (prog.seed, ' --small' if prog.small else '',
                                                 ' --avoid-known' if getattr(prog, 'avoid', False) else '')]
    for t in ('c', 'omp', 'opencl'):
        if prog.options.get(t):
            lines.append('// fuzz-options %s: %s' % (t, ' '.join(prog.options[t])))
    return '\n'.join(lines) + '\n' + prog.render()


if __name__ == '__main__':
    small = '--small' in sys.argv[1:]
    avoid = '--avoid-known' in sys.argv[1:]
    seeds = [a for a in sys.argv[1:] if not a.startswith('--')]
    sys.stdout.write(render(generate(int(seeds[0]) if seeds else 1, small, avoid)))
