import Foundation

/// One repository of a batch: where it is, and the name its patch, result and summary row use.
public struct Repository: Sendable, Hashable {
  /// 1-based position in the full list, before sharding; summaries are sorted by it.
  public let position: Int
  /// Absolute and standardized.
  public let url: URL
  /// Unique within the list (ignoring case, for case-insensitive file systems); see
  /// `RepositoryList.names(for:)`.
  public let name: String
}

/// Builds the list of repositories from arguments and a `--repos-file`.
public enum RepositoryList {
  /// The paths in a repository list file: one per line; blank lines and lines whose first
  /// non-blank character is `#` are ignored; surrounding whitespace is trimmed.
  public static func parse(_ text: String) -> [String] {
    text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).compactMap { line in
      let path = line.trimmingCharacters(in: .whitespaces)
      return path.isEmpty || path.hasPrefix("#") ? nil : path
    }
  }

  public static func read(_ path: String, relativeTo base: URL) throws(BatchError) -> [String] {
    let url = URL(fileURLWithPath: path, relativeTo: base)
    do {
      return parse(try String(contentsOf: url, encoding: .utf8))
    } catch {
      throw .unreadableList(path: path, reason: FileSystem.describe(error))
    }
  }

  /// Resolves paths against `base` (a leading `~/` is the home directory), drops repeated
  /// repositories and names each. The second element lists the paths dropped as repeats.
  public static func make(_ paths: [String], relativeTo base: URL) -> (
    repositories: [Repository], repeated: [String]
  ) {
    var seen: Set<String> = []
    var kept: [URL] = []
    var repeated: [String] = []
    for path in paths {
      let expanded = path.hasPrefix("~/") ? NSString(string: path).expandingTildeInPath : path
      let url = URL(fileURLWithPath: expanded, relativeTo: base).standardizedFileURL
      if seen.insert(url.resolvingSymlinksInPath().path).inserted {
        kept.append(url)
      } else {
        repeated.append(path)
      }
    }
    let names = names(for: kept)
    let repositories = kept.enumerated().map { offset, url in
      Repository(position: offset + 1, url: url, name: names[offset])
    }
    return (repositories, repeated)
  }

  /// A deterministic name per repository that depends only on the list: the directory's
  /// basename; `<parent>-<name>` when basenames clash; then the first 8 hex digits of a stable
  /// hash of the absolute path appended while names still clash. Names are compared without
  /// case, so patches cannot overwrite each other on a case-insensitive file system.
  public static func names(for urls: [URL]) -> [String] {
    func candidate(_ url: URL, level: Int) -> String {
      let name = sanitized(url.lastPathComponent, fallback: "repository")
      switch level {
      case 0: return name
      case 1:
        let parent = sanitized(url.deletingLastPathComponent().lastPathComponent, fallback: "root")
        return "\(parent)-\(name)"
      default:
        let hash = String(StableHash.hex(of: Array(url.path.utf8)).prefix(8))
        return "\(candidate(url, level: 1))-\(hash)"
      }
    }
    var levels = Array(repeating: 0, count: urls.count)
    var names = urls.map { candidate($0, level: 0) }
    for _ in 0..<3 {
      let counts = Dictionary(grouping: names.indices) { names[$0].lowercased() }
      let clashing = names.indices.filter { counts[names[$0].lowercased()]!.count > 1 }
      guard !clashing.isEmpty else { break }
      for index in clashing where levels[index] < 2 {
        levels[index] += 1
        names[index] = candidate(urls[index], level: levels[index])
      }
    }
    // Two paths whose hashes collide as well: the list position settles it.
    var used: Set<String> = []
    for index in names.indices where !used.insert(names[index].lowercased()).inserted {
      names[index] += "-\(index + 1)"
      used.insert(names[index].lowercased())
    }
    return names
  }

  /// A name usable as a file name: path separators and control characters become `-`.
  private static func sanitized(_ component: String, fallback: String) -> String {
    guard component != "/" else { return fallback }
    let cleaned = String(
      component.map { $0 == "/" || $0 == "\\" || $0.isNewline || $0 == "\0" ? "-" : $0 })
    return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? fallback : cleaned
  }
}
