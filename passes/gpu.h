/* gpu.h - what the GPU passes share (map_gpu.c, gpu_tile.c, coarsen.c,
 * promote.c, gpu_plan.c): builders of kernel IR (passes/gpu_build.c) and
 * queries on a kernel's form (struct ir_kernel). */
#ifndef TILEC_PASSES_GPU_H
#define TILEC_PASSES_GPU_H

#include "passes.h"

/* Builders.  Every node and statement is new; parent links inside the
 * lists built are set by gpu_link. */
struct ir_var *gpu_new_iter(struct pass_ctx *ctx, const char *base, struct ir_type type,
                            struct ir_loc loc);
struct ir_bound gpu_bound(struct ir_aff *a);
/* for (ITER = LB; ITER <= UB; ITER += STEP) BODY, declaring ITER. */
struct ir_node *gpu_loop(struct ir_var *iter, struct ir_bound lb, struct ir_bound ub, long step,
                         struct ir_node *body, struct ir_loc loc);
struct ir_expr *gpu_var(struct ir_var *v, struct ir_loc loc);
struct ir_expr *gpu_const(long c, struct ir_loc loc);
/* "ITER OP A" (IR_OP_LE, IR_OP_GE); gpu_and (A && B, either may be NULL). */
struct ir_expr *gpu_compare(struct ir_var *iter, int op, const struct ir_aff *a, struct ir_loc loc);
struct ir_expr *gpu_and(struct ir_expr *a, struct ir_expr *b);
struct ir_expr *gpu_or(struct ir_expr *a, struct ir_expr *b);
struct ir_node *gpu_stmt_node(struct ir_stmt *st);
struct ir_stmt *gpu_new_stmt(enum ir_stmt_kind kind, struct ir_loc loc);
/* "TYPE V = VALUE;": iterator V bound for the statements after it. */
struct ir_node *gpu_bind(struct ir_var *v, struct ir_expr *value, struct ir_loc loc);
struct ir_node *gpu_barrier(struct ir_loc loc);
/* A kernel-local 2-D array NAME[E0][E1] of ELEM in SPACE, added to K's
 * locals; NAME is taken in the region from then on. */
struct ir_array *gpu_local_array(struct pass_ctx *ctx, struct ir_kernel *k, const char *name,
                                 struct ir_type elem, enum ir_space space, long e0, long e1);
/* The access A[I0][I1] of a local array as an expression of OWNER,
 * appended to its access list. */
struct ir_expr *gpu_local_access(struct ir_array *a, struct ir_aff *i0, struct ir_aff *i1,
                                 bool write, struct ir_stmt *owner, struct ir_loc loc);
/* Set the parent links of the list FIRST (to PARENT) and of everything
 * below it. */
void gpu_link(struct ir_node *first, struct ir_node *parent);
/* N and every node below it (not N's later siblings), pre-order. */
struct ir_vec gpu_subtree(struct ir_node *n);
/* The list FIRST and everything below, pre-order. */
struct ir_vec gpu_nodes(struct ir_node *first);
/* Does expression E mention variable V? */
bool gpu_mentions(const struct ir_expr *e, const struct ir_var *v);
bool gpu_bound_uses(const struct ir_bound *b, const struct ir_var *v);
/* Does the list FIRST (and everything below) use variable V? */
bool gpu_list_mentions(const struct ir_node *first, const struct ir_var *v);

/* Queries. */
/* Must the statements FIRST.. run only for points in the band: do they
 * touch global memory, divide, call, or hold anything but statements?
 * (passes/coarsen.c) */
bool gpu_needs_guard(const struct ir_node *first);
/* The kernel whose body holds node N, or NULL (a host node). */
struct ir_kernel *gpu_kernel_of(struct ir_region *r, const struct ir_node *n);
/* The loops STEP names, into NAMED[0..2], one size per loop; false after
 * refusing. */
bool gpu_step_loops(struct pass_ctx *ctx, const struct pass_step *step, struct ir_node **named);
/* The kernels of region R in order (struct ir_node * of kind IR_KERNEL). */
struct ir_vec gpu_kernels(struct ir_region *r);
/* Kernel K in the tiled form: its loop mapped to blocks in dimension D
 * (0 = x), its loop mapped to threads there (NULL before coarsening),
 * and the list of the thread's code (below the mapped loops). */
struct ir_node *gpu_block_loop(const struct ir_kernel *k, int d);
struct ir_node *gpu_thread_loop(const struct ir_kernel *k, int d);
struct ir_node **gpu_thread_code(struct ir_kernel *k);
/* The band dimension of K whose iterator is V, or -1. */
int gpu_band_dim(const struct ir_kernel *k, const struct ir_var *v);

#endif
