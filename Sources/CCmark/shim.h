#ifndef COORDGEN_CCMARK_SHIM_H
#define COORDGEN_CCMARK_SHIM_H
#include <cmark.h>
#endif
