import CarouselKit

extension InlineHeight {
    /// What `--height` takes, as its message says it.
    package static let expectation = "a number of rows (1 or more) or a percentage of the terminal's height (1% to 100%)"
}
