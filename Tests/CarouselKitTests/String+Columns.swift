@testable import CarouselCore
@testable import CarouselKit

extension String {
    /// Columns (display cells) of the first occurrence of each character in `set`, in order.
    func columns(of character: Character) -> [Int] {
        var result: [Int] = []
        var column = 0
        for ch in self {
            if ch == character { result.append(column) }
            column += TextWidth.drawn(ch)
        }
        return result
    }
}
