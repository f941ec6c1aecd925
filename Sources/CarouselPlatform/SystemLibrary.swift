// The C library of the system this is built for, for every module of the package: the one
// place that says which it is (glibc, musl for the static Linux SDK, Darwin), so that no
// other file carries an `#if canImport` of its own.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("Carousel knows no C library for this system: add it here")
#endif
