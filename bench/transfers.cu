// transfers.cu - host <-> GPU copies of 2 x 64 MiB in and 64 MiB out by
// several ways: from a pinned buffer (the floor), from pageable memory
// (what tilec generates), page-locking the arrays (cudaHostRegister)
// around the copies, and through pinned staging buffers filled by 4 to
// 16 host threads in chunks of 4 to 16 MiB; the staging buffers are
// allocated outside the timing (in a real program they are not: see the
// README on end-to-end times).  Run on a GPU machine:
//   nvcc -O2 -arch=sm_90 -std=c++17 bench/transfers.cu -o transfers -lpthread
//   && ./transfers
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <pthread.h>
#include <time.h>
#include <unistd.h>
#include <vector>

#include "bench_check.h"

static double now() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}
struct cp {
  char *d;
  const char *s;
  size_t n;
};
static void *cpth(void *p) {
  cp *c = (cp *)p;
  memcpy(c->d, c->s, c->n);
  return 0;
}
static void pmemcpy(char *d, const char *s, size_t n, int th) {
  if (th <= 1) {
    memcpy(d, s, n);
    return;
  }
  pthread_t t[16];
  cp c[16];
  size_t per = (n + th - 1) / th;
  for (int i = 0; i < th; i++) {
    size_t o = std::min(n, per * i), e = std::min(n, per * (i + 1));
    c[i] = {d + o, s + o, e - o};
    pthread_create(&t[i], 0, cpth, &c[i]);
  }
  for (int i = 0; i < th; i++)
    pthread_join(t[i], 0);
}
static char *stg[4];
static cudaEvent_t ev[4];
static cudaStream_t st;
static void h2d_staged(char *dd, const char *h, size_t n, size_t chunk,
                       int th) {
  int nb = 0;
  for (size_t o = 0; o < n; o += chunk, nb++) {
    int b = nb % 3;
    size_t len = std::min(chunk, n - o);
    CHECK(cudaEventSynchronize(ev[b]));
    pmemcpy(stg[b], h + o, len, th);
    CHECK(cudaMemcpyAsync(dd + o, stg[b], len, cudaMemcpyHostToDevice, st));
    CHECK(cudaEventRecord(ev[b], st));
  }
  CHECK(cudaStreamSynchronize(st));
}
static void d2h_staged(char *h, const char *dd, size_t n, size_t chunk,
                       int th) {
  size_t nch = (n + chunk - 1) / chunk;
  // issue first 2 chunks
  for (size_t c = 0; c < nch; c++) {
    if (c == 0) {
      for (size_t k = 0; k < std::min<size_t>(3, nch); k++) {
        size_t o = k * chunk, len = std::min(chunk, n - o);
        CHECK(cudaMemcpyAsync(stg[k % 3], dd + o, len, cudaMemcpyDeviceToHost,
                              st));
        CHECK(cudaEventRecord(ev[k % 3], st));
      }
    }
    int b = c % 3;
    size_t o = c * chunk, len = std::min(chunk, n - o);
    CHECK(cudaEventSynchronize(ev[b]));
    pmemcpy(h + o, stg[b], len, th);
    size_t k = c + 3;
    if (k < nch) {
      size_t o2 = k * chunk, l2 = std::min(chunk, n - o2);
      CHECK(cudaMemcpyAsync(stg[b], dd + o2, l2, cudaMemcpyDeviceToHost, st));
      CHECK(cudaEventRecord(ev[b], st));
    }
  }
  CHECK(cudaStreamSynchronize(st));
}
int main(int argc, char **argv) {
  size_t n = (size_t)64 << 20; // 64 MiB: one 4096^2 float matrix
  char *h1 = (char *)malloc(n), *h2 = (char *)malloc(n),
       *h3 = (char *)malloc(n);
  memset(h1, 1, n);
  memset(h2, 2, n);
  memset(h3, 3, n);
  char *d1, *d2, *d3;
  CHECK(cudaMalloc(&d1, n));
  CHECK(cudaMalloc(&d2, n));
  CHECK(cudaMalloc(&d3, n));
  CHECK(cudaStreamCreate(&st));
  size_t maxchunk = (size_t)32 << 20;
  for (int i = 0; i < 3; i++) {
    CHECK(cudaMallocHost(&stg[i], maxchunk));
    CHECK(cudaEventCreate(&ev[i]));
    CHECK(cudaEventRecord(ev[i], st));
  }
  char *pin;
  CHECK(cudaMallocHost(&pin, n));
  int ncpu = std::min(16, (int)sysconf(_SC_NPROCESSORS_ONLN));
  printf("cpus %d\n", ncpu);
  auto rep = [&](const char *name, auto f) {
    std::vector<double> v;
    for (int r = 0; r < 5; r++) {
      double t = now();
      f();
      CHECK(cudaDeviceSynchronize());
      v.push_back(now() - t);
    }
    std::sort(v.begin(), v.end());
    printf("%-44s median %7.2f ms  min %7.2f (2 H2D + 1 D2H of 64 MiB = %.0f "
           "GB/s)\n",
           name, v[2], v[0], 3 * n / v[2] / 1e6);
  };
  rep("pinned buffer (floor)", [&] {
    CHECK(cudaMemcpy(d1, pin, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d2, pin, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(pin, d3, n, cudaMemcpyDeviceToHost));
  });
  rep("pageable cudaMemcpy", [&] {
    CHECK(cudaMemcpy(d1, h1, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d2, h2, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(h3, d3, n, cudaMemcpyDeviceToHost));
  });
  rep("register+copy+unregister", [&] {
    CHECK(cudaHostRegister(h1, n, 0));
    CHECK(cudaHostRegister(h2, n, 0));
    CHECK(cudaHostRegister(h3, n, 0));
    CHECK(cudaMemcpy(d1, h1, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d2, h2, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(h3, d3, n, cudaMemcpyDeviceToHost));
    CHECK(cudaHostUnregister(h1));
    CHECK(cudaHostUnregister(h2));
    CHECK(cudaHostUnregister(h3));
  });
  {
    double t = now();
    CHECK(cudaHostRegister(h1, n, 0));
    double t2 = now();
    CHECK(cudaHostUnregister(h1));
    printf("register 64MiB %.2f ms unregister %.2f ms\n", t2 - t, now() - t2);
  }
  for (size_t chunk : {(size_t)4 << 20, (size_t)8 << 20, (size_t)16 << 20})
    for (int th : {4, 8, 12, 16}) {
      if (th > ncpu)
        continue;
      char name[64];
      snprintf(name, 64, "staged chunk %zu MiB, %d thr", chunk >> 20, th);
      rep(name, [&] {
        h2d_staged(d1, h1, n, chunk, th);
        h2d_staged(d2, h2, n, chunk, th);
        d2h_staged(h3, d3, n, chunk, th);
      });
    }
  // verify
  std::vector<char> tmp(n);
  CHECK(cudaMemcpy(tmp.data(), d2, n, cudaMemcpyDeviceToHost));
  printf("verify h2d %d\n", memcmp(tmp.data(), h2, n) == 0);
  CHECK(cudaMemset(d3, 7, n));
  d2h_staged(h3, d3, n, (size_t)4 << 20, 4);
  printf("verify d2h %d\n", h3[0] == 7 && h3[n - 1] == 7 && h3[n / 2 + 5] == 7);
  return 0;
}
