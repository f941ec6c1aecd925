/// What `posix_spawn` needs that each system spells its own way: the types of its file
/// actions and attributes (pointers on Darwin, structs elsewhere), and closing every
/// descriptor but a child's standard ones.
#if canImport(Darwin)
package typealias SpawnFileActions = posix_spawn_file_actions_t?
package typealias SpawnAttributes = posix_spawnattr_t?
#else
package typealias SpawnFileActions = posix_spawn_file_actions_t
package typealias SpawnAttributes = posix_spawnattr_t
#endif

package enum SpawnDescriptors {
    /// Empty file actions and attributes, for `posix_spawn_file_actions_init` and `posix_spawnattr_init`.
    package static func blankActions() -> SpawnFileActions {
        #if canImport(Darwin)
        nil
        #else
        posix_spawn_file_actions_t()
        #endif
    }

    package static func blankAttributes() -> SpawnAttributes {
        #if canImport(Darwin)
        nil
        #else
        posix_spawnattr_t()
        #endif
    }

    /// Arranges that the child keeps only descriptors 0, 1 and 2 (set up by `actions`): a
    /// command that held our terminal or another command's pipe open would keep it from
    /// ever ending. glibc 2.34+: `posix_spawn_file_actions_addclosefrom_np`; Darwin:
    /// `POSIX_SPAWN_CLOEXEC_DEFAULT` in `flags`, which closes all that `actions` do not name.
    /// False where the system has no way (an older glibc, musl): the descriptors we open
    /// close-on-exec are still closed; others stay open in the child.
    @discardableResult
    package static func closeAllButStandard(actions: inout SpawnFileActions, flags: inout Int32) -> Bool {
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        return true
        #else
        guard let closeFrom = closeFromAction else { return false }
        return closeFrom(&actions, 3) == 0
        #endif
    }
}

#if !canImport(Darwin)
/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Swift's Glibc module does
/// not declare: looked up at run time, so an older glibc (or musl) still runs.
private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
private let closeFromAction: CloseFrom? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(symbol, to: CloseFrom.self)
}()
#endif
