import CarouselKit
import CarouselCommandLine

extension Arguments {
    /// fzf's `--height`: `N` rows (1 or more) or `N%` of the terminal (1 to 100), `~` allowed before.
    mutating func inlineHeight(for option: String) throws(UsageError) -> InlineHeight {
        let expectation = "a number of rows (1 or more) or a percentage of the terminal's height (1% to 100%)"
        let raw = try value(for: option, expecting: expectation)
        guard let height = InlineHeight(raw) else { throw UsageError("\(option): '\(raw)' is not \(expectation)") }
        return height
    }
}
