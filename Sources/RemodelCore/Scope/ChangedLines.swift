import Foundation

/// The lines changed since a git revision, for `--since`: the added and modified lines of
/// `git diff --unified=0 REV` (the working tree against the revision, staged changes included),
/// and every line of a file git does not track. Deleted lines leave nothing to report.
public struct ChangedLines: Sendable {
  /// Display path → changed line numbers in the working tree; nil for a wholly changed file. A
  /// file that is absent did not change.
  private let changes: [String: Set<Int>?]

  init(changes: [String: Set<Int>?]) {
    self.changes = changes
  }

  public func contains(path: String, line: Int) -> Bool {
    guard let lines = changes[path] else { return false }
    return lines?.contains(line) ?? true
  }

  /// Asks git, in the repository of each file, what changed since `revision`. A file outside
  /// any git checkout, or a revision one of the repositories lacks, is an error.
  public static func compute(since revision: String, files: [(path: String, url: URL)])
    throws(RemodelError) -> ChangedLines
  {
    var rootByFolder: [String: URL?] = [:]
    var filesByRoot: [URL: [(path: String, url: URL)]] = [:]
    for file in files {
      guard let root = repositoryRoot(of: file.url.deletingLastPathComponent(), &rootByFolder)
      else { throw .notInGitRepository(path: file.path) }
      filesByRoot[root, default: []].append(file)
    }
    var changes: [String: Set<Int>?] = [:]
    for (root, files) in filesByRoot.sorted(by: { $0.key.path < $1.key.path }) {
      let (changed, tracked) = try diff(in: root, since: revision)
      for file in files {
        let relative = FileSystem.displayPath(file.url, relativeTo: root)
        if !tracked.contains(relative) {
          changes[file.path] = .some(nil)
        } else if let lines = changed[relative] {
          changes[file.path] = lines
        }
      }
    }
    return ChangedLines(changes: changes)
  }

  /// The folder holding `.git` (a directory, or a file in worktrees and submodules) at or above
  /// `folder`, remembered for every folder on the way.
  private static func repositoryRoot(of folder: URL, _ known: inout [String: URL?]) -> URL? {
    let folder = folder.standardizedFileURL
    if let root = known[folder.path] { return root }
    let root: URL?
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
      root = folder
    } else {
      let parent = folder.deletingLastPathComponent()
      root = parent.path == folder.path ? nil : repositoryRoot(of: parent, &known)
    }
    known[folder.path] = .some(root)
    return root
  }

  /// The changed lines of tracked files and the set of tracked files, by path relative to `root`.
  private static func diff(in root: URL, since revision: String) throws(RemodelError)
    -> (changed: [String: Set<Int>], tracked: Set<String>)
  {
    let git = Git(root)
    let name = root.path
    let verified = git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
    // 127: git itself could not run, which is not the revision's fault.
    if verified.status == 127 { throw .gitFailed(repository: name, reason: verified.error.trimmed) }
    guard !revision.hasPrefix("-"), verified.status == 0 else {
      throw .unknownGitRef(ref: revision, repository: name)
    }
    let diff = git.run([
      "-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff",
      "--no-textconv", "-M", "--src-prefix=a/", "--dst-prefix=b/", revision, "--",
    ])
    guard diff.status == 0 else { throw .gitFailed(repository: name, reason: diff.error.trimmed) }
    let tracked = git.run(["ls-files", "-z"])
    guard tracked.status == 0 else {
      throw .gitFailed(repository: name, reason: tracked.error.trimmed)
    }
    return (
      parse(diff: diff.output),
      Set(tracked.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    )
  }

  /// Changed lines by the `+++ b/path` headers and `@@ -a,b +c,d @@` hunks of a zero-context
  /// diff.
  static func parse(diff: [UInt8]) -> [String: Set<Int>] {
    var table: [String: Set<Int>] = [:]
    var current: String?
    for rawLine in diff.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      let line = Array(rawLine)
      if line.starts(with: Array("+++ ".utf8)) {
        current = headerPath(Array(line.dropFirst(4)))
      } else if line.starts(with: Array("@@ ".utf8)), let path = current,
        let added = addedRange(String(decoding: line, as: UTF8.self))
      {
        table[path, default: []].formUnion(added)
      }
    }
    return table
  }

  /// `b/path`, with git's C-style quoting undone and the tab git adds after names with spaces
  /// removed; nil for `/dev/null` (a deleted file).
  static func headerPath(_ bytes: [UInt8]) -> String? {
    var bytes = bytes
    if bytes.last == UInt8(ascii: "\t") { bytes.removeLast() }
    if bytes.first == UInt8(ascii: "\""), bytes.count >= 2, bytes.last == UInt8(ascii: "\"") {
      bytes = unquote(Array(bytes.dropFirst().dropLast()))
    }
    guard bytes.starts(with: Array("b/".utf8)) else { return nil }
    return String(decoding: bytes.dropFirst(2), as: UTF8.self)
  }

  private static func unquote(_ bytes: [UInt8]) -> [UInt8] {
    let escapes: [UInt8: UInt8] = [
      UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
      UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
      UInt8(ascii: "v"): 0x0B,
    ]
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < bytes.count else {
        result.append(byte)
        continue
      }
      let next = bytes[index]
      if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next), index + 3 <= bytes.count,
        let value = UInt8(String(decoding: bytes[index..<index + 3], as: UTF8.self), radix: 8)
      {
        result.append(value)
        index += 3
      } else {
        result.append(escapes[next] ?? next)
        index += 1
      }
    }
    return result
  }

  /// The new side of a hunk header, `+c` or `+c,d` (d lines from c; d = 0 is a deletion).
  static func addedRange(_ header: String) -> Range<Int>? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else {
      return nil
    }
    let parts = plus.dropFirst().split(separator: ",")
    guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
    let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 1
    return start..<(start + count)
  }
}

extension String {
  /// git's message without its trailing newline.
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
