/// A JSON value as the record format needs it, read by a small parser of our own (the
/// package takes no outside dependencies). Numbers keep their text, so a count near
/// `Int.max` reads back exactly; nesting is limited, so hostile input cannot exhaust the stack.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// What went wrong, and where in the text (0-based byte offset).
    package struct ParseError: Error, Equatable, CustomStringConvertible {
        package var message: String
        package var offset: Int
        package var description: String { "\(message) at column \(offset + 1)" }
    }

    package static let maximumDepth = 32

    package init(parsing text: String) throws(ParseError) {
        var parser = Parser(bytes: Array(text.utf8))
        self = try parser.parseDocument()
    }

    package var double: Double? {
        if case .number(let s) = self, let d = Double(s), d.isFinite { return d }
        return nil
    }

    package var int: Int? {
        guard case .number(let s) = self else { return nil }
        if let n = Int(s) { return n }
        // 12.0 or 1e3 written for a whole number.
        if let d = Double(s), d.isFinite, d == d.rounded(), abs(d) < 9e15 { return Int(d) }
        return nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        mutating func parseDocument() throws(ParseError) -> JSONValue {
            let value = try parseValue(depth: 0)
            skipSpace()
            guard i == bytes.count else { throw fail("unexpected text after the object") }
            return value
        }

        func fail(_ message: String) -> ParseError { ParseError(message: message, offset: i) }

        mutating func skipSpace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        }

        mutating func parseValue(depth: Int) throws(ParseError) -> JSONValue {
            guard depth < JSONValue.maximumDepth else { throw fail("nested too deeply") }
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of line") }
            switch bytes[i] {
            case UInt8(ascii: "{"): return try parseObject(depth: depth)
            case UInt8(ascii: "["): return try parseArray(depth: depth)
            case UInt8(ascii: "\""): return .string(try parseString())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
            default: throw fail("unexpected character")
            }
        }

        mutating func literal(_ word: String) throws(ParseError) {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else { throw fail("expected \(word)") }
            i += w.count
        }

        mutating func parseNumber() throws(ParseError) -> JSONValue {
            let start = i
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            func digits(_ p: inout Parser) -> Int {
                let s = p.i
                while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
                return p.i - s
            }
            guard digits(&self) > 0 else { throw fail("expected a digit") }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard digits(&self) > 0 else { throw fail("expected a digit after the point") }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard digits(&self) > 0 else { throw fail("expected a digit in the exponent") }
            }
            return .number(String(decoding: bytes[start..<i], as: UTF8.self))
        }

        mutating func parseString() throws(ParseError) -> String {
            i += 1  // the opening quote
            var out: [UInt8] = []
            while i < bytes.count {
                let b = bytes[i]
                i += 1
                switch b {
                case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard i < bytes.count else { throw fail("unfinished escape") }
                    let e = bytes[i]
                    i += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard i + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
                            throw fail("bad \\u escape")
                        }
                        i += 4
                        // Surrogates are not needed by the format: they read as U+FFFD.
                        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: throw fail("bad escape")
                    }
                default:
                    guard b >= 0x20 else { throw fail("control character in a string") }
                    out.append(b)
                }
            }
            throw fail("unfinished string")
        }

        mutating func parseArray(depth: Int) throws(ParseError) -> JSONValue {
            i += 1
            var items: [JSONValue] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                items.append(try parseValue(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw fail("unfinished array") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                throw fail("expected , or ] in an array")
            }
        }

        mutating func parseObject(depth: Int) throws(ParseError) -> JSONValue {
            i += 1
            var fields: [String: JSONValue] = [:]
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(fields) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
                let key = try parseString()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected : after a key") }
                i += 1
                fields[key] = try parseValue(depth: depth + 1)
                skipSpace()
                guard i < bytes.count else { throw fail("unfinished object") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(fields) }
                throw fail("expected , or } in an object")
            }
        }
    }
}
