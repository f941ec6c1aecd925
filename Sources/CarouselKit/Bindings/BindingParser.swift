import CarouselCore

/// fzf's `--bind` syntax: `KEY:ACTION` pairs in a comma list, actions chained with `+`, an
/// argument in any of fzf's brackets (`reload(seq 10)`, `execute[cat {}]`, `become~vi {}~`,
/// `(`, `{`, `[`, `<` closed by their partner; `~!@#$%^&*;/|` by themselves) or after a colon
/// as the chain's last (`execute:less {}`). Inside an argument, commas, pluses and colons are
/// the argument's. Errors read as fzf's (`unknown action: foo`, `unsupported key: ctrl-zz`,
/// `bind action not specified: x`).
package enum BindingParser {
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// Marks for a `:`, `,` or `+` that is a key (`::accept`, `,:…`, `+:…`), as fzf's.
    private static let colonKey: Unicode.Scalar = "\u{E000}", commaKey: Unicode.Scalar = "\u{E001}", plusKey: Unicode.Scalar = "\u{E002}"

    /// Parses one `--bind` value into `bindings` (later pairs replace earlier ones of the same trigger).
    package static func parse(_ text: String, into bindings: inout [BindTrigger: [BindAction]]) throws(Failure) {
        let original = Array(text.unicodeScalars)
        let masked = mask(original)
        var from = 0
        // `start,change:reload(…)`: keys and events before one colon share its actions.
        var waiting: [BindTrigger] = []
        var waitingNames: [String] = []
        for pair in split(masked, at: ",") {
            let pairOriginal = Array(original[from..<(from + pair.count)])
            from += pair.count + 1
            guard let colon = pair.firstIndex(of: ":") else {
                let name = string(pairOriginal)
                guard let trigger = BindTrigger(fzfName: name) else { throw Failure(description: "bind action not specified: " + name) }
                waiting.append(trigger)
                waitingNames.append(name)
                continue
            }
            let keyPart = pair[..<colon]
            let trigger: BindTrigger
            if keyPart.count == 1, let only = keyPart.first, [colonKey, commaKey, plusKey].contains(only) {
                trigger = .key(.character(only == colonKey ? ":" : only == commaKey ? "," : "+"), shift: false, alt: false)
            } else {
                let name = string(Array(pairOriginal[..<colon]))
                guard !name.isEmpty else { throw Failure(description: "key name required") }
                guard let t = BindTrigger(fzfName: name) else { throw Failure(description: "unsupported key: " + name) }
                trigger = t
            }
            for each in waiting + [trigger] {
                bindings[each] = try parseActions(
                    masked: Array(pair[(colon + 1)...]), original: Array(pairOriginal[(colon + 1)...]),
                    previous: bindings[each] ?? [])
            }
            waiting = []
            waitingNames = []
        }
        if let name = waitingNames.last { throw Failure(description: "bind action not specified: " + name) }
    }

    /// A `+` chain of actions; one that starts with `+` (or is empty) adds to what the key
    /// had, as fzf's.
    private static func parseActions(
        masked: [Unicode.Scalar], original: [Unicode.Scalar],
        previous: [BindAction]
    ) throws(Failure) -> [BindAction] {
        let parts = split(masked, at: "+")
        var actions: [BindAction] = []
        var from = 0, carried = ""
        for (index, part) in parts.enumerated() {
            let spec = carried + string(Array(original[from..<(from + part.count)]))
            from += part.count + 1
            carried = ""
            let lower = spec.lowercased()
            if let plain = BindAction.plain[lower] { actions += plain; continue }
            if BindAction.withoutEffectYet.contains(lower) { actions.append(.withoutEffect(lower)); continue }
            let name = String(lower.prefix { ("a"..."z").contains($0) || $0 == "-" })
            let rest = spec.unicodeScalars.dropFirst(name.unicodeScalars.count)
            guard BindAction.argumentNames.contains(name), let opener = rest.first, opener == ":" || closer(for: opener) != nil else {
                if index == 0 && spec.isEmpty { actions = previous; continue }
                throw Failure(description: "unknown action: " + spec)
            }
            let argument: String
            if opener == ":" {
                // `execute:cmd` takes the rest of the chain, pluses and all.
                guard index == parts.count - 1 else { carried = spec + "+"; continue }
                argument = String(String.UnicodeScalarView(rest.dropFirst()))
            } else {
                guard rest.count >= 2, rest.last == closer(for: opener) else { throw Failure(description: "unknown action: " + spec) }
                argument = String(String.UnicodeScalarView(rest.dropFirst().dropLast()))
            }
            guard let make = BindAction.withArgument[name] else {
                actions.append(.withoutEffect(name))
                continue
            }
            guard let action = make(argument) else {
                throw Failure(description: "\(name): unknown '\(argument)'; expected one of " + Strategies.names.joined(separator: ", "))
            }
            actions.append(action)
        }
        if !carried.isEmpty { throw Failure(description: "unknown action: " + carried) }
        return actions
    }

    /// The text with every action argument blanked out (so that its `,`, `+` and `:` split
    /// nothing), and key colons, commas and pluses marked; the same length as the text.
    static func mask(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out = text
        var i = 0
        let n = text.count
        while i < n {
            // An argument's name starts after `:` or `+`, as fzf's.
            let startsAction = i > 0 && (text[i - 1] == ":" || text[i - 1] == "+")
            guard startsAction, let nameEnd = argumentNameEnd(text, from: i) else { i += 1; continue }
            guard nameEnd < n else { break }
            let opener = text[nameEnd]
            if opener == ":" {
                for k in nameEnd..<n { out[k] = " " }
                break
            }
            guard let close = closer(for: opener) else { i = nameEnd; continue }
            // The argument ends at the first closer followed by `+`, `,` or the end.
            var j = nameEnd + 1, end: Int? = nil
            while j < n {
                if text[j] == close, j + 1 == n || text[j + 1] == "+" || text[j + 1] == "," { end = j + 1; break }
                j += 1
            }
            guard let end else { break }
            for k in nameEnd..<end { out[k] = " " }
            i = end
        }
        // `::`, `,:` and `+:` (each replaced left to right, in that order, as fzf's): the
        // first is a key.
        for (sign, mark) in [(Unicode.Scalar(":"), colonKey), (",", commaKey), ("+", plusKey)] {
            var k = 0
            while k + 1 < n {
                if out[k] == sign && out[k + 1] == ":" { out[k] = mark; k += 2 } else { k += 1 }
            }
        }
        return out
    }

    /// Where an argument-taking action's name starting at `i` ends, or nil when none starts there.
    private static func argumentNameEnd(_ text: [Unicode.Scalar], from i: Int) -> Int? {
        var j = i
        while j < text.count, ("a"..."z").contains(text[j]) || ("A"..."Z").contains(text[j]) || text[j] == "-" { j += 1 }
        guard j > i else { return nil }
        let name = String(String.UnicodeScalarView(text[i..<j])).lowercased()
        // The longest name that is one (`execute-silent` before `execute`).
        if BindAction.argumentNames.contains(name) { return j }
        return BindAction.argumentNames.filter { name.hasPrefix($0) }.max { $0.count < $1.count }.map { i + $0.unicodeScalars.count }
    }

    private static func closer(for opener: Unicode.Scalar) -> Unicode.Scalar? {
        switch opener {
        case "(": ")"
        case "{": "}"
        case "[": "]"
        case "<": ">"
        case "~", "!", "@", "#", "$", "%", "^", "&", "*", ";", "/", "|": opener
        default: nil
        }
    }

    private static func split(_ text: [Unicode.Scalar], at separator: Unicode.Scalar) -> [[Unicode.Scalar]] {
        text.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
    }

    private static func string(_ scalars: [Unicode.Scalar]) -> String {
        String(String.UnicodeScalarView(scalars))
    }
}
