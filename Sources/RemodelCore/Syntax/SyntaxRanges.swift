import SwiftSyntax

/// An element of a comma-separated list (`LabeledExprSyntax`, `FunctionParameterSyntax`).
protocol CommaSeparatedElement: SyntaxProtocol {
  var trailingComma: TokenSyntax? { get }
}

extension LabeledExprSyntax: CommaSeparatedElement {}
extension FunctionParameterSyntax: CommaSeparatedElement {}

extension CommaSeparatedElement {
  /// The element's text without its trailing comma or surrounding trivia.
  var rangeWithoutTrailingComma: Range<Int> {
    let end = trailingComma?.positionAfterSkippingLeadingTrivia ?? endPositionBeforeTrailingTrivia
    return positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset
  }

  /// The range to delete so the list stays well formed: the element with its own comma and the
  /// space up to the next element, or, for the last element, the comma before it.
  func rangeRemovingFromList<List: SyntaxCollection>(in list: List) -> Range<Int>
  where List.Element == Self {
    let elements = Array(list)
    guard let position = elements.firstIndex(where: { $0.id == id }) else {
      return trimmedByteRange
    }
    if trailingComma != nil, position + 1 < elements.count {
      return positionAfterSkippingLeadingTrivia
        .utf8Offset..<elements[position + 1].positionAfterSkippingLeadingTrivia.utf8Offset
    }
    if position > 0, let comma = elements[position - 1].trailingComma {
      return comma.positionAfterSkippingLeadingTrivia
        .utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }
    return trimmedByteRange
  }
}

extension ParsedSource {
  /// Deletes `private(set)` (any setter access) from a property that becomes read-only, such as
  /// a `@StateObject`, whose compiler rejects it; the space after it goes too.
  func removalOfSetterAccess(from variable: VariableDeclSyntax) -> [TextEdit] {
    // `Array` first: filtering a syntax collection builds a new, detached one with other offsets.
    Array(variable.modifiers).filter { $0.detail?.detail.text == "set" }.map { modifier in
      let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
      let end =
        modifier.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia
        .utf8Offset ?? modifier.endPositionBeforeTrailingTrivia.utf8Offset
      return TextEdit(path: path, range: start..<end, replacement: "")
    }
  }

  /// Deletes a statement with its line when it has the line to itself, and the blank line
  /// before it when the block's closing brace follows. (A blank line after it stays: it may be
  /// the one before another deleted statement.)
  func removal(ofStatement statement: some SyntaxProtocol) -> TextEdit {
    var range = wholeLineRangeJoiningBlankLines(of: statement, joiningFollowing: false)
    // The last of several statements on a line (`isLoading = true; error = nil`) takes the
    // spaces before it, which would otherwise end the line.
    let content = file.content
    if range == statement.trimmedByteRange,
      content[range.upperBound..<endOfLine(after: range.upperBound)].allSatisfy({
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
      })
    {
      while range.lowerBound > 0,
        content[range.lowerBound - 1] == UInt8(ascii: " ")
          || content[range.lowerBound - 1] == UInt8(ascii: "\t")
      {
        range = (range.lowerBound - 1)..<range.upperBound
      }
    }
    return TextEdit(path: path, range: range, replacement: "")
  }

  /// Deletes a declaration with its line and the doc comment (`///`) right above it, which
  /// would otherwise document the next declaration.
  func removal(ofDeclaration decl: some SyntaxProtocol) -> TextEdit {
    var range = wholeLineRangeJoiningBlankLines(of: decl)
    var position = decl.position.utf8Offset
    var docStart: Int?
    for piece in decl.leadingTrivia {
      switch piece {
      case .docLineComment, .docBlockComment: if docStart == nil { docStart = position }
      case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds: break
      default: docStart = nil
      }
      position += piece.sourceLength.utf8Length
    }
    if let docStart, range.lowerBound != decl.positionAfterSkippingLeadingTrivia.utf8Offset {
      let lineStart =
        file.content[..<docStart].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      range = lineStart..<range.upperBound
    }
    return TextEdit(path: path, range: range, replacement: "")
  }

  /// One level of indentation for code nested in a line indented with `indent`: a tab when
  /// that line uses tabs (even in a file that mixes in spaces), else the file's own unit.
  func indentationUnit(inside indent: String) -> String {
    indent.contains("\t") ? "\t" : indentationUnit
  }

  /// The file's indentation step: the commonest increase of indentation after a line that opens
  /// a block. Lines aligned under an opening parenthesis, which mislead a general inference,
  /// do not count.
  var indentationUnit: String {
    var previous: (indent: Int, opensBlock: Bool)?
    var steps: [Int: Int] = [:]
    var tabIndented = 0
    for line in file.content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      if line.first == UInt8(ascii: "\t") { tabIndented += 1 }
      let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
      let text = line.dropFirst(indent).filter { $0 != UInt8(ascii: "\r") }
      guard let last = text.last(where: { $0 != UInt8(ascii: " ") }) else { continue }
      if let previous, previous.opensBlock, indent > previous.indent {
        steps[indent - previous.indent, default: 0] += 1
      }
      previous = (indent, last == UInt8(ascii: "{"))
    }
    if tabIndented > steps.values.reduce(0, +) { return "\t" }
    let step = steps.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? 4
    return String(repeating: " ", count: step)
  }

  /// Where the line holding `offset` ends, before its line break: text inserted there follows
  /// a comment that ends the line.
  func endOfLine(after offset: Int) -> Int {
    let content = file.content
    var end = offset
    while end < content.count, content[end] != UInt8(ascii: "\n") { end += 1 }
    if end > offset, content[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return end
  }

  /// The spaces and tabs that start the line containing `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    let content = file.content
    var start = offset
    while start > 0, content[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    let indent = content[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    return String(decoding: indent, as: UTF8.self)
  }

  /// Where the node's text starts: its first leading comment, or itself.
  static func textStart(of node: some SyntaxProtocol) -> Int {
    var position = node.position.utf8Offset
    for piece in node.leadingTrivia {
      if piece.isComment { return position }
      position += piece.sourceLength.utf8Length
    }
    return node.positionAfterSkippingLeadingTrivia.utf8Offset
  }

  /// The start of the line the node's text (its comments included) starts on.
  func linesStart(of node: some SyntaxProtocol) -> Int {
    let start = Self.textStart(of: node)
    return file.content[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
  }

  /// The node's lines when nothing else shares them (indentation, node, line ending), so
  /// deleting it leaves no blank line; otherwise just the node's text.
  func wholeLineRange(of node: some SyntaxProtocol) -> Range<Int> {
    wholeLineRange(of: node.trimmedByteRange)
  }

  /// The node's whole lines, and the blank line after them when one precedes them too, so
  /// deleting a statement set off by blank lines leaves one, not two; or the blank line before
  /// them when a closing brace follows, which a blank line should not precede.
  func wholeLineRangeJoiningBlankLines(
    of node: some SyntaxProtocol, joiningFollowing: Bool = true
  ) -> Range<Int> {
    wholeLineRangeJoiningBlankLines(of: node.trimmedByteRange, joiningFollowing: joiningFollowing)
  }

  /// The same for the bytes of `range` (a statement with the comments above it).
  func wholeLineRangeJoiningBlankLines(of nodeRange: Range<Int>, joiningFollowing: Bool = true)
    -> Range<Int>
  {
    let range = wholeLineRange(of: nodeRange)
    let content = file.content
    guard range.lowerBound > 0, content[range.lowerBound - 1] == UInt8(ascii: "\n") else {
      return range
    }
    /// The end of the blank line starting at `start`, after its line ending; nil if not blank.
    func blankLineEnd(from start: Int) -> Int? {
      var end = start
      while end < content.count,
        [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
          .contains(content[end])
      {
        end += 1
      }
      return end < content.count && content[end] == UInt8(ascii: "\n") ? end + 1 : nil
    }
    let previousLineStart =
      content[..<(range.lowerBound - 1)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    guard blankLineEnd(from: previousLineStart) != nil else {
      // The first statement of a block (after `{` or a closure's `in`) takes the blank line
      // that set it off from the rest, which would otherwise open the block; one under a
      // comment takes it too, so the comment stays on the statement that follows.
      let previousLine = String(
        decoding: content[previousLineStart..<(range.lowerBound - 1)], as: UTF8.self
      ).trimmingCharacters(in: .whitespacesAndNewlines)
      let takesFollowingBlankLine =
        previousLine.hasSuffix("{") || previousLine.hasSuffix(" in")
        || previousLine.hasPrefix("//") || previousLine.hasSuffix("*/")
      return takesFollowingBlankLine
        ? range.lowerBound..<(blankLineEnd(from: range.upperBound) ?? range.upperBound) : range
    }
    if let following = blankLineEnd(from: range.upperBound) {
      return joiningFollowing ? range.lowerBound..<following : range
    }
    let nextLine = content[range.upperBound...].drop {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
    return nextLine.first == UInt8(ascii: "}") ? previousLineStart..<range.upperBound : range
  }

  /// The lines of `range` when nothing else shares them, otherwise `range` itself.
  func wholeLineRange(of range: Range<Int>) -> Range<Int> {
    let content = file.content
    var start = range.lowerBound
    while start > 0,
      content[start - 1] == UInt8(ascii: " ") || content[start - 1] == UInt8(ascii: "\t")
    {
      start -= 1
    }
    var end = range.upperBound
    while end < content.count,
      content[end] == UInt8(ascii: " ") || content[end] == UInt8(ascii: "\t")
    {
      end += 1
    }
    let startsLine = start == 0 || content[start - 1] == UInt8(ascii: "\n")
    // `isLoading = false // always stop`: keep the comment, indented where the node was.
    if startsLine,
      content[end...].starts(with: Array("//".utf8))
        || content[end...].starts(with: Array("/*".utf8))
    {
      return range.lowerBound..<end
    }
    if end < content.count, content[end] == UInt8(ascii: "\r") { end += 1 }
    guard startsLine, end < content.count, content[end] == UInt8(ascii: "\n") else { return range }
    return start..<(end + 1)
  }
}

/// Finds declarations again from the offsets the index records.
enum DeclarationLocator {
  static func structDecl(at offset: Int, in tree: SourceFileSyntax) -> StructDeclSyntax? {
    decl(at: offset, in: tree)?.as(StructDeclSyntax.self)
  }

  /// The declaration whose text starts at `offset`.
  static func decl(at offset: Int, in tree: SourceFileSyntax) -> DeclSyntax? {
    var node = Syntax(tree)
    while true {
      if let decl = node.as(DeclSyntax.self),
        decl.positionAfterSkippingLeadingTrivia.utf8Offset == offset
      {
        return decl
      }
      guard
        let child = node.children(viewMode: .sourceAccurate).first(where: {
          $0.position.utf8Offset <= offset && offset < $0.endPosition.utf8Offset
        })
      else { return nil }
      node = child
    }
  }
}

/// Calls of one type by name: `Name(…)`, `Name.init(…)`, `Module.Name(…)`.
enum ChildCallFinder {
  static func calls(of name: String, in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return tree.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
      guard token.text == last else { return nil }
      var node = token.parent
      while let current = node, !current.is(FunctionCallExprSyntax.self) {
        guard
          current.is(DeclReferenceExprSyntax.self) || current.is(MemberAccessExprSyntax.self)
            || current.is(GenericSpecializationExprSyntax.self)
        else { return nil }
        node = current.parent
      }
      guard let call = node?.as(FunctionCallExprSyntax.self),
        let construction = Construction(ExprSyntax(call)),
        construction.typeName.split(separator: ".").last.map(String.init) == last
      else { return nil }
      return call
    }
  }
}

/// An assignment of an initializer parameter to a stored property: `self.model = model`,
/// `model = model`, `_model = ObservedObject(wrappedValue: model)` and the like.
struct PropertyAssignment {
  let propertyName: String
  let valueName: String

  init?(_ sequence: SequenceExprSyntax) {
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
    let target: String
    if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
      target = reference.baseName.text
    } else if let member = elements[0].as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      target = member.declName.baseName.text
    } else {
      return nil
    }
    var value = elements[2]
    if target.hasPrefix("_") {
      // `StateObject(wrappedValue: model)`, or `.init(wrappedValue: model)` naming no wrapper.
      guard let call = value.as(FunctionCallExprSyntax.self),
        Self.isWrapperInitializer(call.calledExpression), call.arguments.count == 1,
        let argument = call.arguments.first,
        ["wrappedValue", "initialValue"].contains(argument.label?.text ?? "")
      else { return nil }
      value = argument.expression
    }
    guard let valueName = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    propertyName = target.hasPrefix("_") ? String(target.dropFirst()) : target
    self.valueName = valueName
  }

  private static func isWrapperInitializer(_ callee: ExprSyntax) -> Bool {
    if let member = callee.as(MemberAccessExprSyntax.self) {
      return member.base == nil && member.declName.baseName.tokenKind == .keyword(.`init`)
    }
    let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    return ["ObservedObject", "StateObject", "State"].contains(name ?? "")
  }
}

extension [UInt8] {
  /// These bytes, which start at offset `start` of their file, as text once the replacements
  /// of file ranges inside them are made.
  func text(startingAt start: Int, replacing replacements: [(range: Range<Int>, text: String)])
    -> String
  {
    var bytes = self
    for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      let range = replacement.range
      bytes.replaceSubrange(
        (range.lowerBound - start)..<(range.upperBound - start), with: Array(replacement.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
