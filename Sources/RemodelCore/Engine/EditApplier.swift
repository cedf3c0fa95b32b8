/// Applies whole fixes to in-memory file contents: a fix is accepted only if none of its edits
/// conflicts with an edit already accepted in this pass, and it declares nothing an accepted fix
/// declares; the rest wait for the next pass.
public struct EditApplier {
  public private(set) var acceptedFixes: [Fix] = []
  public private(set) var deferredFixes: [Fix] = []
  private var acceptedEdits: [String: [TextEdit]] = [:]
  private var acceptedDeclarations: Set<String> = []

  public init() {}

  /// Accepts `fix` unless it conflicts with an accepted edit or with itself; returns whether it
  /// did. A fix identical to an accepted one (several findings sharing one multi-file unit) counts
  /// as accepted without being applied twice.
  @discardableResult
  public mutating func offer(_ fix: Fix) -> Bool {
    if acceptedFixes.contains(fix) { return true }
    let internallyConsistent = fix.edits.indices.allSatisfy { first in
      fix.edits.indices.allSatisfy { second in
        first >= second || !Self.ambiguous(fix.edits[first], fix.edits[second])
      }
    }
    let clashes = fix.edits.contains { edit in
      acceptedEdits[edit.path, default: []].contains { Self.clash($0, edit) }
    }
    guard internallyConsistent, !clashes, fix.declarations.isDisjoint(with: acceptedDeclarations)
    else {
      deferredFixes.append(fix)
      return false
    }
    acceptedFixes.append(fix)
    acceptedDeclarations.formUnion(fix.declarations)
    for edit in fix.edits where !acceptedEdits[edit.path, default: []].contains(edit) {
      acceptedEdits[edit.path, default: []].append(edit)
    }
    return true
  }

  /// The accepted edits of one file, sorted by position (insertions at one point keep fix order,
  /// but for a blank line inserted there, which separates them all from what follows).
  public func edits(for path: String) -> [TextEdit] {
    acceptedEdits[path, default: []].enumerated()
      .sorted {
        ($0.element.range.lowerBound, $0.element.isBlankLine ? 1 : 0, $0.offset)
          < ($1.element.range.lowerBound, $1.element.isBlankLine ? 1 : 0, $1.offset)
      }
      .map(\.element)
  }

  public var changedPaths: [String] { acceptedEdits.keys.sorted() }

  /// Whether edits of two fixes cannot both apply in one pass. An edit identical to an accepted
  /// one (the `import Observation` two migrations of one file both add) asks for what is already
  /// there; whole lines inserted at one point (the `@Bindable var x = x` of several models a
  /// view holds) do not depend on each other, so they go in in the order the fixes came.
  static func clash(_ accepted: TextEdit, _ edit: TextEdit) -> Bool {
    guard accepted != edit, accepted.conflicts(with: edit) else { return false }
    let insertsLinesAtOnePoint =
      accepted.range.isEmpty && accepted.range == edit.range
      && accepted.replacement.utf8.last == UInt8(ascii: "\n")
      && edit.replacement.utf8.last == UInt8(ascii: "\n")
    return !insertsLinesAtOnePoint
  }

  /// Two edits of one fix are ambiguous only when their ranges truly overlap; insertions at one
  /// point are applied in the order the fix lists them.
  static func ambiguous(_ lhs: TextEdit, _ rhs: TextEdit) -> Bool {
    lhs.path == rhs.path && lhs.range.overlaps(rhs.range)
  }

  /// Splices sorted, non-overlapping edits into `content`, back to front so earlier offsets stay valid.
  public static func apply(_ edits: [TextEdit], to content: [UInt8]) -> [UInt8] {
    var result = content
    for edit in edits.reversed() {
      result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return result
  }

  /// Checks that `result` equals `original` outside the edited ranges and carries each replacement
  /// inside them: the guard that no byte changed that an edit did not name.
  public static func preservesUneditedBytes(
    original: [UInt8], result: [UInt8], edits: [TextEdit]
  ) -> Bool {
    var originalCursor = 0
    var resultCursor = 0
    for edit in edits {
      guard edit.range.lowerBound >= originalCursor, edit.range.upperBound <= original.count else {
        return false
      }
      let keptLength = edit.range.lowerBound - originalCursor
      let replacement = Array(edit.replacement.utf8)
      guard resultCursor + keptLength + replacement.count <= result.count,
        original[originalCursor..<edit.range.lowerBound]
          .elementsEqual(result[resultCursor..<resultCursor + keptLength]),
        result[(resultCursor + keptLength)..<(resultCursor + keptLength + replacement.count)]
          .elementsEqual(replacement)
      else { return false }
      originalCursor = edit.range.upperBound
      resultCursor += keptLength + replacement.count
    }
    return original[originalCursor...].elementsEqual(result[resultCursor...])
  }
}

extension TextEdit {
  /// An insertion of a line ending alone: a blank line.
  fileprivate var isBlankLine: Bool {
    range.isEmpty && (replacement == "\n" || replacement == "\r\n")
  }
}
