import CarouselKit

/// A widget: "page 3 of 8" at the right end of its rectangle's first row, cut at the
/// rectangle's edges. It keeps nothing and writes nowhere else: what it shows is handed to it.
enum PageCounter {
    static func draw(page: Int, of count: Int, in rect: Rect, into canvas: inout Canvas, theme: Theme) {
        guard !rect.isEmpty else { return }
        let text = "page \(page + 1) of \(count)"
        let x = max(rect.x, rect.x + rect.width - text.count)
        canvas.write(text, x: x, y: rect.y, style: theme.faint, clip: rect)
    }
}
