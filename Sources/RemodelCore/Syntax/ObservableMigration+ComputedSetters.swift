import SwiftSyntax

/// `objectWillChange.send()` in the setter of a computed property the class keeps elsewhere
/// (`UserDefaults`, another object): the Observation framework's own pattern takes its place.
/// The getter reports the read with `access(keyPath: \.name)` and the setter's other statements
/// run in `withMutation(keyPath: \.name) { … }`, both members the macro adds.
extension ObservableMigration {
  /// The edits replacing the send at `token` (`objectWillChange` of `objectWillChange.send()`),
  /// and the property whose setter it is; nil when it is not the whole line of such a setter.
  func setterSendRewrite(_ token: TokenSyntax, in file: ParsedSource) -> (
    edits: [TextEdit], property: String
  )? {
    guard let (item, statements) = setterStatement(token, in: file),
      let setter = statements.parent?.parent?.as(AccessorDeclSyntax.self),
      setter.accessorSpecifier.tokenKind == .keyword(.set), let setterBody = setter.body,
      // One send per setter: the rewrite replaces the setter's lines as a whole.
      setterBody.tokens(viewMode: .sourceAccurate).filter({ $0.text == "objectWillChange" })
        .count == 1,
      let accessors = setter.parent?.as(AccessorDeclListSyntax.self),
      let getterBody = accessors.first(where: {
        $0.accessorSpecifier.tokenKind == .keyword(.get)
      })?.body,
      let binding = accessors.parent?.parent?.as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), !variable.isStatic,
      variable.bindings.count == 1,
      classMemberNames.isDisjoint(with: ["access", "withMutation"]),
      let getterEdit = accessEdit(in: getterBody, property: name, in: file),
      let setterEdit = mutationEdit(
        in: setterBody, removing: item, property: name, in: file)
    else { return nil }
    return ([getterEdit, setterEdit], name)
  }

  /// The send's statement and the list holding it, `defer { objectWillChange.send() }` as a
  /// whole.
  private func setterStatement(_ token: TokenSyntax, in file: ParsedSource) -> (
    CodeBlockItemSyntax, CodeBlockItemListSyntax
  )? {
    guard let (item, statements) = sendStatement(token, in: file) else { return nil }
    if statements.count == 1,
      let deferred = statements.parent?.parent?.as(DeferStmtSyntax.self),
      let deferItem = deferred.parent?.as(CodeBlockItemSyntax.self),
      let outer = deferItem.parent?.as(CodeBlockItemListSyntax.self)
    {
      return (deferItem, outer)
    }
    return (item, statements)
  }

  /// `access(keyPath: \.name)` first in the getter, which then returns its single expression.
  private func accessEdit(in body: CodeBlockSyntax, property: String, in file: ParsedSource)
    -> TextEdit?
  {
    guard let first = body.statements.first else { return nil }
    var returns = false
    if body.statements.count == 1 {
      switch first.item {
      case .expr: returns = true
      case .stmt(let statement):
        // `if`/`switch` used as the getter's value, not one whose branches return.
        returns =
          statement.is(ExpressionStmtSyntax.self)
          && !statement.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .keyword(.return)
          }
      default: break
      }
    }
    let between = body.leftBrace.trailingTrivia.pieces + first.leadingTrivia.pieces
    let separator =
      between.contains(where: \.isNewline)
      ? file.file.lineEnding
        + file.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia.utf8Offset)
      : "; "
    return file.insert(
      "access(keyPath: \\.\(property))" + separator + (returns ? "return " : ""), before: first)
  }

  /// The setter's lines, without the send's, indented one more level inside
  /// `withMutation(keyPath: \.name) { … }`: nil unless the setter's braces sit on lines of their
  /// own and the send fills its lines.
  private func mutationEdit(
    in body: CodeBlockSyntax, removing send: CodeBlockItemSyntax, property: String,
    in file: ParsedSource
  ) -> TextEdit? {
    let content = file.file.content
    let lineEnding = file.file.lineEnding
    let newline = UInt8(ascii: "\n")
    let bodyStart = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    let closing = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    guard let afterBrace = content[bodyStart..<closing].firstIndex(of: newline),
      content[bodyStart..<afterBrace].allSatisfy({ [32, 9, 13].contains($0) })
    else { return nil }
    let regionStart = afterBrace + 1
    var regionEnd = closing
    while regionEnd > regionStart, [32, 9].contains(content[regionEnd - 1]) { regionEnd -= 1 }
    let sendLines = file.wholeLineRange(of: send)
    guard regionEnd > regionStart, content[regionEnd - 1] == newline,
      sendLines.lowerBound >= regionStart, sendLines.upperBound <= regionEnd,
      content[sendLines.upperBound - 1] == newline,
      sendLines.lowerBound == regionStart || content[sendLines.lowerBound - 1] == newline
    else { return nil }
    let indent = file.indentation(ofLineAt: send.positionAfterSkippingLeadingTrivia.utf8Offset)
    let unit = file.indentationUnit(inside: indent)
    let kept =
      Array(content[regionStart..<sendLines.lowerBound])
      + Array(content[sendLines.upperBound..<regionEnd])
    var lines = kept.split(separator: newline, omittingEmptySubsequences: false).dropLast()
      .map { String(decoding: $0, as: UTF8.self) }
    // The blank line that set the send off goes with it.
    while lines.first.map(Self.isBlank) == true { lines.removeFirst() }
    let opening = indent + "withMutation(keyPath: \\.\(property)) {"
    guard !lines.isEmpty else {
      return TextEdit(
        path: file.path, range: regionStart..<regionEnd, replacement: opening + "}" + lineEnding)
    }
    // Each kept line keeps its own `\r` in a CRLF file.
    let carriageReturn = lineEnding == "\r\n" ? "\r" : ""
    let indented = lines.map { Self.isBlank($0) ? $0 : unit + $0 }
    let wrapped = ([opening + carriageReturn] + indented + [indent + "}" + carriageReturn])
    return TextEdit(
      path: file.path, range: regionStart..<regionEnd,
      replacement: wrapped.joined(separator: "\n") + "\n")
  }

  private static func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
  }
}
