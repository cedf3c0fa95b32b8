extension CacheModel {
    /// Empties the lazy list in place, which views reading it would no longer see.
    func clear() {
        entries.removeAll()
    }
}
