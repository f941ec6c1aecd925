import CarouselCore
import CarouselMatching

/// How a carousel looks and behaves; every field has a sensible default.
public struct CarouselConfiguration: Sendable {
    /// fzf's `--jump-labels`: the characters `jump` labels the cards with, in order.
    package var jumpLabels = Array("asdfghjklqwertyuiopzxcvbnm1234567890ASDFGHJKLQWERTYUIOPZXCVBNM`~;:,<.>/?'\"!@#$%^&*()[{]}-_=+")

    /// A card's length along the axis; `nil` picks three fifths of the viewport.
    public var cardExtent: Int?
    /// Gap between cards (columns, or rows when vertical).
    public var spacing: Int?
    package var alignment: CardAlignment = .center
    /// Cards side by side (`.horizontal`) or stacked (`.vertical`).
    public var axis: Axis = .horizontal
    /// Endless: the last card is followed by the first.
    public var wraps: Bool = false
    /// The strategy the carousel starts with (Tab and the digit keys change it).
    public var strategy: any PagingResolver = Strategies.defaultStrategy
    /// The page shown first, 0-based.
    public var startPage: Int = 0
    /// Show the last decision and the reuse counters.
    public var showsDetails: Bool = true
    /// Settle spring speed factor (1 is Flutter's default feel).
    package var settleSpeed: Double = 1
    /// Reduced motion (`--reduce-motion`, `CAROUSEL_REDUCE_MOTION=1`, `m`): pages land at once.
    package var reducesMotion = false
    /// For a screen reader (`--screen-reader`, `CAROUSEL_SCREEN_READER=1`): the terminal's
    /// cursor stays visible where it always rests, on the focused card's title, and that
    /// title's line is written again each time the focus comes to rest on another card.
    package var screenReader = false
    /// Title on the status line.
    public var title: String = "carousel"
    /// A line above the cards (fzf's `--header`): what the list is, or what choosing does.
    package var header: String?
    /// Quitting without a choice is a failure (exit 1), as for `fzf` and `gum choose`.
    package var isPicker: Bool = false
    /// `-m`: a picker where Tab marks cards and Enter prints every marked line.
    package var allowsMultipleSelection = false
    /// The colours. A terminal run replaces them with the palette for its colour depth
    /// and `interfaceStyle`.
    package var theme: Theme = .forDepth(.full)
    /// Light or dark colours; `.automatic` asks the terminal for its background.
    package var interfaceStyle: InterfaceStyle = .automatic
    /// Box drawing and symbols, or ASCII; `.automatic` draws ASCII when the locale is not UTF-8.
    package var glyphs: GlyphSet = .automatic
    /// Start in the race of these strategies (`carousel race`); leaving it quits.
    public var raceStrategies: [any PagingResolver]?
    /// Recorded gestures the race plays one after another when it starts (`race --replay`).
    package var raceReplay: [GestureRecord]?
    /// `--autoplay`: seconds between cards, or `nil` for none.
    package var autoplayInterval: Double?
    /// The mouse in pixels where the terminal has SGR-Pixels (`.automatic`), in cells, or off.
    package var pointerReporting: PointerReporting = .automatic
    /// `--height`: drawn in these rows under the prompt, not on the alternate screen.
    package var inlineHeight: InlineHeight?
    /// `--bind`: keys and events bound to fzf's actions; a bound key does what it is bound
    /// to instead of its default, everywhere.
    package var bindings: [BindTrigger: [BindAction]] = [:]
    /// Where the picker notes how it was left: accepted (Enter, `accept`, an `--expect` key)
    /// or not; the program reads it after the loop (fzf's `--expect`, `--print-query`, exit 1
    /// against 130).
    package var acceptance: Acceptance?
    /// fzf's `--layout default` (and `reverse-list`): the query line at the bottom of the
    /// screen, as fzf's prompt; `reverse` (the carousel's own default) puts it at the top.
    package var queryAtBottom = false
    /// fzf's `--color`: laid over the theme the terminal's colours give.
    package var colors: FzfColors?
    /// fzf's `--margin`, `--border`, `--padding` and `--border-label`: around the whole screen
    /// (or the `--height` band), the scene drawn inside (`FramedScene`).
    package var windowFrame = WindowFrame()
    /// What the rules above and below the cards are drawn with, repeated (fzf's
    /// `--separator`); empty: no rules, their rows go to the cards.
    package var rule = "─"
    /// fzf's `--id-nth`: the fields that make a line the same line across a reload, for
    /// `--track` (nil: its whole text).
    package var identityFields: [FieldRange]?
    /// fzf's `--no-clear`: with `--height`, the band's last frame stays on the screen at the end.
    package var keepsBandOnExit = false
    /// A line under the cards (fzf's `--footer`).
    package var footer: String?
    /// The current card's pointer and highlighted title line (fzf's `--pointer`,
    /// `--highlight-line`): laid on the theme when the terminal's palette is known.
    package var currentCardLook = CurrentCardLook()
    /// fzf's `--history FILE`: the queries `prev-history` and `next-history` walk.
    package var queryHistory: QueryHistory?
    /// fzf's `-m MAX`: at most this many marks (nil: no limit).
    package var markLimit: Int?
    /// The delimiter of fields for a bound command's `{2}`-style placeholders (`--delimiter`).
    package var placeholderDelimiter = FieldDelimiter.blanks
    /// How placeholders' values are quoted: for the shell that runs the commands.
    package var placeholderQuoting = ShellQuoting.posix
    /// What ends each value in a `{f}` file: a newline, or NUL with `--print0`.
    package var placeholderFileSeparator = "\n"
    /// fzf's `--track`: the current line stays current when the cards change (the query,
    /// new input, a `reload`, where it is found again by its text).
    package var tracksCurrent = false

    /// The demo's settings: horizontal, one-at-a-time, cards sized to the terminal.
    public init() {}

    /// Spacing when none is given: a little air between cards, less between rows.
    package var effectiveSpacing: Int { spacing ?? (axis == .horizontal ? 3 : 1) }
}
