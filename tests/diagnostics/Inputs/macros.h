/* macros.h - macros used inside '#pragma scop' regions by the tests of
 * tests/diagnostics: errors must point at their use in the main file. */
#define PRINT_INDEX(x) printf("%d\n", x)
#define ADVANCE(i) i = i + 2
#define N_BOUND(n) (n)
