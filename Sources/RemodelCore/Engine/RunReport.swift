import Foundation

/// Something that went wrong with one path or the run, shown on stderr.
public struct Problem: Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable { case warning, error }
  public let severity: Severity
  public let message: String

  public init(_ severity: Severity, _ message: String) {
    self.severity = severity
    self.message = message
  }

  public var description: String { "\(severity.rawValue): \(message)" }
}

/// A file whose content the run would change, or a file a fix creates.
public struct FileChange: Sendable {
  /// For a created file, an empty file at its path.
  public let original: SourceFile
  public let updated: SourceFile
  /// Files fixed together share a unit: they are written all or not at all.
  public let unit: String
  public let isNewFile: Bool
  public var path: String { original.path }

  /// The change as a unified diff; a created file is diffed against `/dev/null`.
  public func diff(colors: Bool = false) -> [UInt8] {
    UnifiedDiff(
      path: path, old: original.bytes, new: updated.bytes, isNewFile: isNewFile
    ).render(colors: colors)
  }

  /// Whether the disk still holds what the run read (or, for a created file, nothing yet).
  var isCurrentOnDisk: Bool {
    isNewFile
      ? !FileManager.default.fileExists(atPath: original.url.path)
      : FileSystem.holds(original.url, original.bytes)
  }

  func write() throws(RemodelError) {
    if isNewFile {
      try FileSystem.create(original.url, path: path, with: updated.bytes)
    } else {
      try FileSystem.replace(
        original.url, path: path, expected: original.bytes, with: updated.bytes)
    }
  }
}

/// Everything one run found and decided; the modes render it.
public struct RunReport: Sendable {
  /// The findings of the first pass, before any fix: what `check` lists.
  public var findings: [Finding] = []
  /// Findings whose fixes were applied, in order.
  public var appliedFixes: [Finding] = []
  /// Findings still present once no further fix applies: what needs a human.
  public var remainingFindings: [Finding] = []
  /// First-pass findings that `--baseline` accepted: neither reported nor fixed.
  public var hiddenByBaseline: [Finding] = []
  /// Changed files in discovery order.
  public var changes: [FileChange] = []
  public var problems: [Problem] = []
  public var filesScanned = 0
  /// How many files' rules each pass ran: every parsed file in the first, in a later one only
  /// those whose findings the last pass's fixes may have changed.
  public var filesCheckedPerPass: [Int] = []
  /// `check`: every file as read, by display path, so reporters can place findings and fixes
  /// in the text (SARIF counts columns in UTF-16).
  public var sources: [String: SourceFile] = [:]

  public var hasErrors: Bool { problems.contains { $0.severity == .error } }

  /// Writes every change atomically. A unit with a file that changed on disk since it was read,
  /// or a read-only one, is not written at all, so no multi-file fix lands in part. Returns the files written and
  /// the errors of the others.
  public func writeChanges() -> (written: Int, errors: [RemodelError]) {
    let stale = Set(changes.filter { !$0.isCurrentOnDisk }.map(\.unit))
    // A read-only file is one the user does not want changed; its whole unit stays as it is.
    let readOnly = Dictionary(
      changes.filter { !$0.isNewFile && FileSystem.isReadOnly($0.original.url) }
        .map { ($0.unit, $0.path) }, uniquingKeysWith: { first, _ in first })
    var written = 0
    var errors: [RemodelError] = []
    for change in changes {
      do throws(RemodelError) {
        guard !stale.contains(change.unit) else { throw .changedOnDisk(path: change.path) }
        if let locked = readOnly[change.unit] {
          throw locked == change.path
            ? .readOnly(path: change.path) : .heldBack(path: change.path, by: locked)
        }
        try change.write()
        written += 1
      } catch {
        errors.append(error)
      }
    }
    return (written, errors)
  }
}
