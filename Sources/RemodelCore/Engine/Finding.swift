/// A replacement of a byte range in one file's content (offsets exclude the byte-order mark).
/// An empty range is an insertion; an empty replacement is a deletion.
public struct TextEdit: Hashable, Sendable {
  public let path: String
  public let range: Range<Int>
  public let replacement: String

  public init(path: String, range: Range<Int>, replacement: String) {
    self.path = path
    self.range = range
    self.replacement = replacement
  }

  /// Whether applying both edits would depend on which goes first: overlapping ranges, or two
  /// edits that touch the same point when one of them is an insertion.
  public func conflicts(with other: TextEdit) -> Bool {
    guard path == other.path else { return false }
    if range.isEmpty || other.range.isEmpty {
      return range.lowerBound <= other.range.upperBound
        && other.range.lowerBound <= range.upperBound
    }
    return range.overlaps(other.range)
  }
}

/// Whether a fix may be applied without the user opting in.
public enum Applicability: String, Sendable, Codable {
  /// Keeps behaviour and compiles; applied by `diff` and `fix`.
  case safe
  /// Likely right but may change behaviour; applied only with `--unsafe-fixes`.
  case unsafe
}

/// The edits that resolve one finding. They are applied together or not at all, even across files.
public struct Fix: Hashable, Sendable {
  public let edits: [TextEdit]
  public let applicability: Applicability
  /// Names the fix declares in an existing file: a top-level type with a module compiling it
  /// (`Loadable@<module key>`), or a member with its type. Two fixes of one pass declaring one
  /// differently would declare it twice, so the second waits for the next pass, which finds
  /// the first's.
  public let declarations: Set<String>

  public init(
    edits: [TextEdit], applicability: Applicability = .safe, declarations: Set<String> = []
  ) {
    self.edits = edits
    self.applicability = applicability
    self.declarations = declarations
  }

  public var paths: Set<String> { Set(edits.map(\.path)) }
}

/// One place where a rule applies, with the fix that resolves it when the rule can prove one safe.
public struct Finding: Hashable, Comparable, Sendable {
  public let ruleID: String
  public let path: String
  /// 1-based line and UTF-8 column, as Xcode and compilers report them.
  public let line: Int
  public let column: Int
  /// Byte offset of the location, used to order findings within a file.
  public let offset: Int
  public let message: String
  public let fix: Fix?

  public init(
    ruleID: String, path: String, line: Int, column: Int, offset: Int, message: String,
    fix: Fix? = nil
  ) {
    self.ruleID = ruleID
    self.path = path
    self.line = line
    self.column = column
    self.offset = offset
    self.message = message
    self.fix = fix
  }

  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.path, lhs.offset, lhs.ruleID, lhs.message) < (
      rhs.path, rhs.offset, rhs.ruleID, rhs.message
    )
  }
}
