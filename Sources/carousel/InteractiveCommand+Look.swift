import CarouselCommandLine
import CarouselCore
import CarouselKit
import CarouselMatching

/// fzf's options that change how its window looks, as the cards take them: the frame around
/// the screen, the current card's pointer and highlight, the rules, the match count, the
/// ghost text and the footer.
extension InteractiveCommand {
    /// Reads `name` if it is one of them; false for any other option.
    static func parseLook(_ name: String, option: String, _ args: inout Arguments, into o: inout Options) throws(UsageError) -> Bool {
        switch name {
        case OptionTable.border.name:
            o.configuration.windowFrame.border = try framed(option) { () throws(FrameSpecError) in
                try WindowFrame.BorderShape(fzf: args.optionalValue() ?? "")
            }
        case OptionTable.noBorder.name: o.configuration.windowFrame.border = .none
        case OptionTable.borderLabel.name:
            let text = try args.value(for: option, expecting: "a label for the border")
            o.configuration.windowFrame.label = ANSIStripping.strip(text)
        case OptionTable.noBorderLabel.name: o.configuration.windowFrame.label = nil
        case OptionTable.jumpLabels.name:
            let text = try args.value(for: option, expecting: "the characters of the labels")
            guard !text.isEmpty else { throw UsageError("\(option): jump labels must not be empty") }
            o.configuration.jumpLabels = Array(text)
        case OptionTable.previewLabel.name:
            o.previewLabel = ANSIStripping.strip(try args.value(for: option, expecting: "a label for the preview"))
        case OptionTable.noPreviewLabel.name: o.previewLabel = ""
        case OptionTable.borderLabelPos.name:
            let text = try args.value(
                for: option, expecting: "a column (0 the middle, N from the left, -N from the right), :bottom after it allowed")
            o.configuration.windowFrame.labelPosition = try framed(option) { () throws(FrameSpecError) in
                try WindowFrame.LabelPosition(fzf: text)
            }
        case OptionTable.margin.name:
            let text = try args.value(for: option, expecting: "sizes such as 1, 1,2 or 5%")
            o.configuration.windowFrame.margin = try framed(option) { () throws(FrameSpecError) in try WindowFrame.Spacing(fzf: text) }
        case OptionTable.noMargin.name: o.configuration.windowFrame.margin = .zero
        case OptionTable.padding.name:
            let text = try args.value(for: option, expecting: "sizes such as 1, 1,2 or 5%")
            o.configuration.windowFrame.padding = try framed(option) { () throws(FrameSpecError) in try WindowFrame.Spacing(fzf: text) }
        case OptionTable.noPadding.name: o.configuration.windowFrame.padding = .zero
        case OptionTable.style.name:
            try applyStyle(try args.value(for: option, expecting: "default, minimal or full[:BORDER]"), option: option, to: &o)
        case OptionTable.pointer.name:
            let text = try args.value(for: option, expecting: "a sign of at most two columns")
            guard CurrentCardLook.isValidPointer(text) else { throw UsageError("\(option): '\(text)' is wider than two columns") }
            o.configuration.currentCardLook.pointer = text
        // One spec spells both: the name the parser is given is the first, the spelling typed says which.
        case OptionTable.highlightLine.name: o.configuration.currentCardLook.highlightsTitleLine = !option.hasPrefix("--no-")
        case OptionTable.info.name:
            o.fzf.matchCountPrefix = try matchCountPrefix(try args.value(for: option, expecting: "an info style"), option: option)
        case OptionTable.noInfo.name: o.fzf.matchCountPrefix = nil
        case OptionTable.inlineInfo.name: o.fzf.matchCountPrefix = option.hasPrefix("--no-") ? "" : " < "
        case OptionTable.separator.name:
            o.configuration.rule = ANSIStripping.strip(try args.value(for: option, expecting: "the rules' character, or empty for none"))
        case OptionTable.noSeparator.name: o.configuration.rule = ""
        case OptionTable.ghost.name: o.fzf.ghost = try args.value(for: option, expecting: "text for an empty query")
        case OptionTable.footer.name:
            let text = try args.value(for: option, expecting: "a line of text under the cards")
            let first = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            o.configuration.footer = ANSIStripping.strip(first)
        case OptionTable.noFooter.name: o.configuration.footer = nil
        default: return false
        }
        return true
    }

    /// A frame spec read with fzf's rules, its error named after the option.
    private static func framed<T>(_ option: String, _ read: () throws(FrameSpecError) -> T) throws(UsageError) -> T {
        do { return try read() } catch { throw UsageError("\(option): \(error)") }
    }

    /// fzf's presets: `full` highlights the current line (with `:BORDER`, a border of that
    /// shape too), `minimal` drops the rules, `default` undoes both.
    private static func applyStyle(_ text: String, option: String, to o: inout Options) throws(UsageError) {
        let parts = text.lowercased().split(separator: ":", maxSplits: 1).map(String.init)
        switch parts.first ?? "" {
        case "default":
            o.configuration.currentCardLook.highlightsTitleLine = false
            o.configuration.rule = "─"
        case "minimal":
            o.configuration.currentCardLook.highlightsTitleLine = false
            o.configuration.rule = ""
        case "full":
            o.configuration.currentCardLook.highlightsTitleLine = true
            o.configuration.rule = "─"
            if parts.count == 2 {
                o.configuration.windowFrame.border = try framed(option) { () throws(FrameSpecError) in
                    try WindowFrame.BorderShape(fzf: parts[1])
                }
            }
        default: throw UsageError("\(option): unsupported style preset: \(text)")
        }
    }

    /// fzf's `--info` styles as the query line's count: hidden, or shown after a separator.
    private static func matchCountPrefix(_ text: String, option: String) throws(UsageError) -> String? {
        let style = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let separator = style.count == 2 ? String(style[1]) : nil
        switch style.first.map(String.init) ?? "" {
        case "default", "right": return ""
        case "inline": return separator ?? " < "
        case "inline-right": return separator ?? ""
        case "hidden": return nil
        default: throw UsageError("\(option): invalid info style (expected: default|right|hidden|inline[-right][:PREFIX])")
        }
    }
}
