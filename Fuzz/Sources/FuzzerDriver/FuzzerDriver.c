// Only the declaration in include/FuzzerDriver.h is needed; libFuzzer defines the function.
#include "FuzzerDriver.h"
