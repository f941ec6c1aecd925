/// A canvas cell as one 64-bit word, and the packing of colours and styles into it.
extension Canvas {
    /// One terminal cell. A wide character occupies its cell and marks the next one as a
    /// continuation (`scalar == 0`).
    ///
    /// Stored as one 64-bit word (character, width and style packed without loss), so that
    /// comparing cells and rows, clearing and copying are plain integer work. A character of
    /// several scalars (a grapheme cluster) is kept in the canvas's `clusters` and the cell
    /// holds its index there, with `clusterFlag` set (scalars need only 21 bits).
    ///
    /// Its accessors are `@inlinable`: the frame encoder, a layer up in CarouselTerminal, reads
    /// every cell of every frame, and a call per field there cost half again the frame's CPU.
    @usableFromInline package struct Cell: Equatable, Sendable {
        /// Bits 0-31 the scalar, 32-35 the width, 36-63 the style (`Style.packed`, 28 bits).
        @usableFromInline package var packed: UInt64

        /// In the scalar field: the rest is an index into the canvas's `clusters`.
        @usableFromInline package static let clusterFlag: UInt32 = 1 << 31

        /// Whether the character is a cluster of several scalars, kept in `clusters`.
        @inline(__always)
        @inlinable
        package var isCluster: Bool { UInt32(truncatingIfNeeded: packed) & Self.clusterFlag != 0 }

        /// The cluster's index in the pool (for a cell that `isCluster`).
        @inline(__always)
        @inlinable
        package var clusterIndex: UInt32 { UInt32(truncatingIfNeeded: packed) & ~Self.clusterFlag }

        @inlinable
        package init(scalar: UInt32, width: UInt8, style: Style) {
            packed = Self.pack(scalar: scalar, width: width, style: style.packed)
        }

        @inlinable
        package init(packed: UInt64) { self.packed = packed }

        @inline(__always)
        @inlinable
        package static func pack(scalar: UInt32, width: UInt8, style: UInt32) -> UInt64 {
            UInt64(scalar) | UInt64(width & 0xF) << 32 | UInt64(style) << 36
        }

        @inlinable
        package var scalar: UInt32 {
            get { UInt32(truncatingIfNeeded: packed) }
            set { packed = packed & ~0xFFFF_FFFF | UInt64(newValue) }
        }

        @inlinable
        package var width: UInt8 {
            get { UInt8(truncatingIfNeeded: packed >> 32) & 0xF }
            set { packed = packed & ~(0xF << 32) | UInt64(newValue & 0xF) << 32 }
        }

        @inlinable
        package var style: Style {
            get { Style(packed: styleKey) }
            set { packed = packed & Self.characterBits | UInt64(newValue.packed) << 36 }
        }

        /// The style as a small integer: equal keys, equal styles.
        @inline(__always)
        @inlinable
        package var styleKey: UInt32 { UInt32(truncatingIfNeeded: packed >> 36) }

        /// The character and its width: everything but the style.
        @usableFromInline package static let characterBits: UInt64 = 0xF_FFFF_FFFF

        package static let blank = Cell(scalar: 0x20, width: 1, style: .plain)
        package static let continuation = Cell(scalar: 0, width: 0, style: .plain)

        /// A space in this cell's style (what is left when half of a wide character goes).
        @inline(__always)
        @inlinable
        package var spaceKeepingStyle: Cell { Cell(packed: packed & ~Self.characterBits | Self.pack(scalar: 0x20, width: 1, style: 0)) }
    }
}

extension TerminalColor {
    /// Ten bits without loss: 0 the default, 1-256 basic, 257-512 indexed.
    @inline(__always)
    @inlinable
    package var packed: UInt32 {
        switch self {
        case .default: return 0
        case .basic(let n): return 1 + UInt32(n)
        case .indexed(let n): return 257 + UInt32(n)
        }
    }

    @inline(__always)
    @inlinable
    package init(packed: UInt32) {
        switch packed {
        case 0: self = .default
        case 1...256: self = .basic(UInt8(packed - 1))
        default: self = .indexed(UInt8(truncatingIfNeeded: packed - 257))
        }
    }
}

extension Style {
    /// The style in 25 bits without loss: foreground, background, then the five flags.
    @inline(__always)
    @inlinable
    package var packed: UInt32 {
        var bits = foreground.packed | background.packed << 10
        if bold { bits |= 1 << 20 }
        if dim { bits |= 1 << 21 }
        if reverse { bits |= 1 << 22 }
        if underline { bits |= 1 << 23 }
        if italic { bits |= 1 << 24 }
        return bits
    }

    /// The style a `packed` value stands for.
    @inlinable
    package init(packed bits: UInt32) {
        self.init(
            foreground: TerminalColor(packed: bits & 0x3FF), background: TerminalColor(packed: bits >> 10 & 0x3FF),
            bold: bits & 1 << 20 != 0, dim: bits & 1 << 21 != 0,
            reverse: bits & 1 << 22 != 0, underline: bits & 1 << 23 != 0, italic: bits & 1 << 24 != 0)
    }
}
