#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// The 64 round constants of SHA-256 (FIPS 180-4, 4.2.2), for the Swift implementation too.
const uint32_t *csha256_round_constants(void);

/// 1 when this processor has the SHA extensions (and SSSE3 and SSE4.1, which the code also uses), else 0.
int csha256_hardware_available(void);

/// Compresses `count` whole 64-byte blocks at `blocks` into `state` (the eight words a…h) with the
/// processor's SHA instructions. Call only when `csha256_hardware_available()` returned 1.
void csha256_hardware_compress(uint32_t state[8], const uint8_t *blocks, size_t count);

#endif
