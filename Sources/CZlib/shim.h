// zlib from the system (Debian: zlib1g-dev): PNG's image data is a zlib stream.
#include <zlib.h>
