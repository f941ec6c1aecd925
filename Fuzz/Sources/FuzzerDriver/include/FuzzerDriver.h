#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver (linked by -sanitize=fuzzer): parses libFuzzer's flags and runs the
// fuzzing loop with the given callback. Called from the executable's own entry point,
// because SwiftPM aliases `main` to `<Module>_main` on Linux.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
