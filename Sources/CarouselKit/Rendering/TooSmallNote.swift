import CarouselCore

/// The one line a screen too small for cards shows: the longest wording that fits.
enum TooSmallNote {
    /// `lead` is the fullest wording (it may say more than the size, such as the page);
    /// shorter ones follow, down to a single `!`.
    static func text(width: Int, height: Int, needWidth: Int, needHeight: Int, lead: (String, String) -> String) -> String {
        let size = "\(width)x\(height)"
        let need = "\(needWidth)x\(needHeight)"
        let candidates = [
            lead(size, need),
            "too small (\(size)): need \(need) · q quits",
            "too small: \(size) < \(need)",
            "too small \(size)",
            "too small",
            "small",
        ]
        return candidates.first { TextWidth.of($0) <= width } ?? String("!".prefix(width))
    }
}
