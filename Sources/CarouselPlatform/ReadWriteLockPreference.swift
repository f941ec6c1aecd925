/// glibc's read-write locks let readers starve a writer unless told otherwise; Darwin's and
/// musl's already let a waiting writer in first.
package enum ReadWriteLockPreference {
    package static func preferWriters(_ attributes: UnsafeMutablePointer<pthread_rwlockattr_t>) {
        #if canImport(Glibc)
        pthread_rwlockattr_setkind_np(attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
        #endif
    }
}
