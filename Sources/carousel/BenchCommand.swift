import CarouselKit

enum BenchCommand {
    static func run(_ args: inout Arguments) throws(UsageError) -> Int32 {
        throw UsageError("bench is not built yet")
    }
}
