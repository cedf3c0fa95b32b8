import Foundation

/// The current text of every file of a run, and their syntax trees on demand. A tree takes
/// about fifty times the memory of its text, so only a bounded number of recently used trees is
/// kept; the others are parsed again when a rule asks for them. The text of a file no fix has
/// changed need not stay either (`releaseText`): it is read again when asked for, and checked
/// to be what was read first. Memory therefore grows with the largest files and what the index
/// keeps, not with the repository's text or its trees.
public final class SourceStore: @unchecked Sendable {
  /// How much source text the kept trees may stand for, in bytes, when no rule reads other
  /// files' trees again and again: a pass visits each file once, so a tree is rarely asked for
  /// twice, and each kept megabyte of source costs about fifty of memory (measured in
  /// Docs/performance.md).
  public static let defaultTreeBudget = 1 << 17
  /// The budget when a rule reads other files again and again (the migration to `@Observable`
  /// reads every file holding a class, for each class): enough for a model and its views, as
  /// parsing them again would cost more than keeping them.
  public static let crossFileTreeBudget = 2 << 20

  /// A file's text, or what is needed to read it again and know it unchanged.
  private enum Text {
    case kept(SourceFile)
    case onDisk(path: String, url: URL, byteCount: Int, digest: Int)
  }

  private let lock = NSLock()
  private var files: [String: Text]
  /// Bumped whenever a file's content is set, so a tree parsed meanwhile is not kept for it.
  private var versions: [String: Int] = [:]
  private var trees: [String: ParsedSource] = [:]
  /// Paths of kept trees, least recently used first.
  private var recency: [String] = []
  private var keptBytes = 0
  private let treeBudget: Int
  private var changed: Set<String> = []

  public init(files: [SourceFile] = [], treeBudget: Int = SourceStore.defaultTreeBudget) {
    self.files = Dictionary(
      files.map { ($0.path, Text.kept($0)) }, uniquingKeysWith: { first, _ in first })
    self.treeBudget = treeBudget
  }

  /// A store holding already parsed files, all kept (tests and small runs).
  public convenience init(parsed sources: [String: ParsedSource]) {
    self.init(files: Array(sources.values.map(\.file)), treeBudget: .max)
    for (path, source) in sources { _ = keep(source, at: path) }
  }

  /// `paths` reordered so that those whose tree is kept come first, most recent first: a pass
  /// in that order uses every kept tree before parsing evicts it.
  public func keptFirst(_ paths: [String]) -> [String] {
    lock.lock()
    let kept = recency.reversed().filter { files[$0] != nil }
    lock.unlock()
    let keptSet = Set(kept)
    let wanted = Set(paths)
    return kept.filter(wanted.contains) + paths.filter { !keptSet.contains($0) }
  }

  /// The current content of `path`, read again from disk when its text was released; nil
  /// when it cannot be read or is no longer what was read first (see `changedOnDisk`).
  public func file(at path: String) -> SourceFile? {
    lock.lock()
    let text = files[path]
    lock.unlock()
    switch text {
    case .kept(let file): return file
    case .onDisk(let path, let url, let byteCount, let digest):
      guard let file = try? SourceFile.load(path: path, url: url),
        file.bytes.count == byteCount, Self.digest(of: file.bytes) == digest
      else {
        _ = lock.withLock { changed.insert(path) }
        return nil
      }
      return file
    case nil: return nil
    }
  }

  /// Lets the text of `path` go until it is asked for again, keeping its length and digest.
  public func releaseText(of path: String) {
    let (text, version) = lock.withLock { (files[path], versions[path]) }
    guard case .kept(let file) = text else { return }
    // Hashing happens outside the lock, so workers loading files do not wait for each other.
    let bytes = file.bytes
    let released = Text.onDisk(
      path: path, url: file.url, byteCount: bytes.count, digest: Self.digest(of: bytes))
    lock.withLock {
      // Only the text hashed, and not while a tree of it is kept.
      guard versions[path] == version, trees[path] == nil else { return }
      files[path] = released
    }
  }

  /// Files whose released text could not be read again as it was: changed or removed on disk
  /// while the run worked.
  public var changedOnDisk: Set<String> { lock.withLock { changed } }

  private static func digest(of bytes: [UInt8]) -> Int {
    var hasher = Hasher()
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    return hasher.finalize()
  }

  /// The parsed current content of `path`, parsing it again when its tree was let go.
  public func parsed(at path: String) -> ParsedSource? {
    lock.lock()
    if let tree = trees[path] {
      if let position = recency.lastIndex(of: path) { recency.remove(at: position) }
      recency.append(path)
      lock.unlock()
      return tree
    }
    let version = versions[path]
    lock.unlock()
    guard let file = file(at: path) else { return nil }
    // Parsing happens outside the lock, so workers parse their files in parallel.
    let source = ParsedSource(file)
    let evicted = lock.withLock {
      // Another worker may have changed the file meanwhile; keep only a tree of the current text.
      versions[path] == version && trees[path] == nil ? keep(source, at: path) : []
    }
    // Freeing a tree takes a while: not while other workers wait for the lock.
    withExtendedLifetime(evicted) {}
    return source
  }

  /// Sets the content of `path` without a tree: one is parsed when a rule asks for it.
  public func add(_ file: SourceFile) {
    let evicted = lock.withLock {
      files[file.path] = .kept(file)
      versions[file.path, default: 0] += 1
      return forget(file.path)
    }
    withExtendedLifetime(evicted) {}
  }

  /// Replaces the content of `path`, keeping `source` as its tree.
  public func update(_ source: ParsedSource) {
    let evicted = lock.withLock {
      files[source.path] = .kept(source.file)
      versions[source.path, default: 0] += 1
      let replaced = forget(source.path)
      return (replaced.map { [$0] } ?? []) + keep(source, at: source.path)
    }
    withExtendedLifetime(evicted) {}
  }

  /// Keeps the tree, returning those it pushes out of the budget, for the caller to free.
  private func keep(_ source: ParsedSource, at path: String) -> [ParsedSource] {
    trees[path] = source
    recency.append(path)
    keptBytes += source.file.content.count
    var evicted: [ParsedSource] = []
    while keptBytes > treeBudget, recency.count > 1, let oldest = recency.first {
      if let tree = forget(oldest) { evicted.append(tree) }
    }
    return evicted
  }

  private func forget(_ path: String) -> ParsedSource? {
    guard let tree = trees.removeValue(forKey: path) else { return nil }
    keptBytes -= tree.file.content.count
    if let position = recency.firstIndex(of: path) { recency.remove(at: position) }
    return tree
  }
}
