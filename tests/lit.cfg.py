# lit.cfg.py - lit configuration for tilec's test suite (tests/).
#
# Run through tests/run-tests.sh (make check), or by hand:
#   python3 /usr/lib/llvm-14/build/utils/lit/lit.py -sv tests
#   TILEC=build/asan/tilec python3 .../lit.py -sv tests/exec
#
# Substitutions:
#   %tilec      the compiler under test: $TILEC, or --param tilec=PATH,
#               default <repo>/build/tilec
#   %cc         the host C compiler (gcc, or $CC)
#   %nvcc       the CUDA compiler, where there is one
#   %polybench  tests/polybench (the PolyBench-style dev-set programs)
#   %pbdist     PolyBench/C 4.2.1 as distributed: $POLYBENCH, default
#               ../shared/polybench beside the repository (feature
#               polybench-dist where it exists)
#   %examples   examples/
#   %compare    tests/exec/compare.sh with %tilec: compiles and runs a
#               program before and after `tilec --emit=c`, compares the
#               outputs and checks the TILEC_PROFILE region lines that say
#               which code ran (see that script)
#   %opencl-compare  tests/opencl/opencl-compare.sh with %tilec: runs a
#               program's `tilec --emit=opencl` translation on the OpenCL
#               device (PoCL in CI), compares with the CPU program and
#               checks the region lines likewise
# Features (for REQUIRES:/UNSUPPORTED:):
#   nvcc        /usr/local/cuda/bin/nvcc exists
#   cuda-gpu    nvidia-smi lists a GPU
# FileCheck, not and count come from /usr/lib/llvm-14/bin, put first on
# PATH.  Files under tests/polybench/ and any inputs/ directory are
# inputs, not tests.

import os
import shutil
import subprocess

import lit.formats

config.name = 'tilec'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.c']
config.excludes = ['polybench', 'inputs', 'Inputs', 'Output', 'tools', 'lit.cfg.py',
                   'lit.local.cfg', 'compare.sh', 'run-tests.sh']

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.dirname(config.test_source_root)


def _tilec_path():
    """The binary under test; relative paths are taken from the repo root."""
    path = lit_config.params.get('tilec') or os.environ.get('TILEC') or \
        os.path.join('build', 'tilec')
    if not os.path.isabs(path):
        path = os.path.join(repo_root, path)
    return os.path.normpath(path)


tilec = _tilec_path()
if not os.path.exists(tilec):
    lit_config.warning('tilec binary not found: %s (tests that use %%tilec '
                       'will fail)' % tilec)

# Keep each binary's scratch files apart (build/ and build/asan/ runs can
# then not step on each other) and out of the source tree.
variant = os.path.relpath(os.path.dirname(tilec), repo_root)
if variant.startswith(os.pardir):
    variant = 'external' + os.path.dirname(tilec)
variant = ''.join(c if c.isalnum() or c in '-_' else '_' for c in variant)
config.test_exec_root = os.path.join(repo_root, 'build', 'test-output',
                                     variant)

llvm_bin = '/usr/lib/llvm-14/bin'
config.environment['PATH'] = os.pathsep.join(
    [llvm_bin, config.environment.get('PATH', os.environ.get('PATH', ''))])
config.environment['TILEC'] = tilec
for var in ('ASAN_OPTIONS', 'UBSAN_OPTIONS', 'LSAN_OPTIONS', 'CC',
            'TILEC_TIMEOUT', 'HOME'):
    if var in os.environ:
        config.environment[var] = os.environ[var]

cc = os.environ.get('CC') or 'gcc'
compare = os.path.join(config.test_source_root, 'exec', 'compare.sh')
nvcc = '/usr/local/cuda/bin/nvcc'

# Longest names first: lit applies these in order, and %polybench must not
# eat the start of a longer name.
opencl_compare = os.path.join(config.test_source_root, 'opencl',
                              'opencl-compare.sh')
config.substitutions.append(('%opencl-compare',
                             '%s -t %s' % (opencl_compare, tilec)))
config.substitutions.append(('%compare', '%s -t %s' % (compare, tilec)))
pbdist = subprocess.run(
    [os.path.join(config.test_source_root, 'Inputs', 'polybench-dir.sh'),
     repo_root], stdout=subprocess.PIPE, universal_newlines=True).stdout.strip()
config.substitutions.append(('%pbdist', os.path.abspath(pbdist)))
if os.path.isfile(os.path.join(pbdist, 'utilities', 'polybench.h')):
    config.available_features.add('polybench-dist')
config.substitutions.append(('%polybench',
                             os.path.join(config.test_source_root,
                                          'polybench')))
config.substitutions.append(('%examples', os.path.join(repo_root,
                                                       'examples')))
config.substitutions.append(('%tilec', tilec))
config.substitutions.append(('%nvcc', nvcc))
config.substitutions.append(('%cc', cc))

if os.path.exists(nvcc):
    config.available_features.add('nvcc')


def _have_gpu():
    """True when nvidia-smi runs and lists at least one GPU."""
    smi = shutil.which('nvidia-smi')
    if not smi:
        return False
    try:
        out = subprocess.run([smi, '-L'], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and b'GPU' in out.stdout


if _have_gpu():
    config.available_features.add('cuda-gpu')
