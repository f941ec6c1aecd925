/// An `fd_set` for `select()`, without the FD_SET macros Swift cannot call. The set's words
/// are `long` on glibc and musl and 32-bit on Darwin; a descriptor is bit `fd % bits` of word
/// `fd / bits`, as the macros have it.
struct DescriptorSet {
    #if canImport(Darwin)
    typealias Word = Int32
    #else
    typealias Word = Int
    #endif

    var storage = fd_set()

    /// `FD_SETSIZE`: the descriptors a set can hold are below it. Writing a larger one into
    /// the set would write past it, so `insert` refuses (see `DescriptorWait`).
    static var capacity: Int32 { Int32(MemoryLayout<fd_set>.size * 8) }

    /// `fd` must be in 0..<capacity.
    mutating func insert(_ fd: Int32) {
        precondition(fd >= 0 && fd < Self.capacity, "descriptor \(fd) does not fit an fd_set")
        let (word, bit) = Self.place(fd)
        withUnsafeMutableBytes(of: &storage) { bytes in
            let words = bytes.bindMemory(to: Word.self)
            words[word] |= Word(1) << bit
        }
    }

    func contains(_ fd: Int32) -> Bool {
        guard fd >= 0 && fd < Self.capacity else { return false }
        let (word, bit) = Self.place(fd)
        return withUnsafeBytes(of: storage) { bytes in
            bytes.bindMemory(to: Word.self)[word] & (Word(1) << bit) != 0
        }
    }

    private static func place(_ fd: Int32) -> (word: Int, bit: Word) {
        let bits = Int32(Word.bitWidth)
        return (Int(fd / bits), Word(fd % bits))
    }
}
