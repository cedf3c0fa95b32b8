import SwiftSyntax

/// `$property` publishers of the class's own `@Published` properties, which `@Observable` does
/// not have: each becomes a `CurrentValueSubject` the property sends its new value to in
/// `willSet`, as `@Published` did, and every `$property` reads it instead.
extension ObservableMigration {
  /// One `$property` written where it means the class's publisher.
  struct PublisherUse {
    let name: String
    let path: String
    let range: Range<Int>
    /// In the class or an extension in its file, where its `private` subject is visible.
    let isInsideClass: Bool
  }

  /// Why the publisher `token` (`$name`) cannot read a subject instead, or nil when it can.
  func publisherBlocker(_ token: TokenSyntax, in file: ParsedSource, _ work: Work) -> String? {
    let name = String(token.text.dropFirst())
    let use = "\(location(of: token, in: file)) uses the publisher '\(expressionText(token))'"
    // A superclass's publisher, or one a subclass reaches: the whole hierarchy would move.
    guard hierarchy.isEmpty, work.publishedProperties[name] != nil else { return use }
    if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .prefixAmpersand {
      return "\(use) as the target of 'assign(to: &…)', which only a '@Published' property takes"
    }
    if file.file.contains("Published<") {
      return "\(use), and the file names the type 'Published<…>.Publisher', which the subject "
        + "standing in for it does not have"
    }
    return nil
  }

  /// The class's new members and the rewritten uses, for every `$property` the unit uses.
  func publisherEdits(_ work: inout Work) {
    let uses = Dictionary(grouping: work.publisherUses, by: \.name)
    guard !uses.isEmpty else { return }
    let memberNames = classMemberNames
    var rewritten: [String] = []
    for (name, sites) in uses.sorted(by: { $0.key < $1.key }) {
      guard let variable = work.publishedProperties[name] else { continue }
      let subject = name + "Subject"
      let publisher = name + "Publisher"
      let exposed = sites.contains { !$0.isInsideClass }
      let declared = location(of: variable)
      if let clash = ([subject] + (exposed ? [publisher] : [])).first(where: memberNames.contains) {
        work.blockers.append(
          "\(declared) publishes '$\(name)', and the class has a member '\(clash)' already, the name its subject would take"
        )
        continue
      }
      guard let binding = variable.bindings.first, variable.bindings.count == 1,
        let type = Self.valueType(of: binding)
      else {
        work.blockers.append(
          "\(declared) publishes '$\(name)' but does not write its type, which the subject standing in for it needs: write the type ('var \(name): T = …')"
        )
        continue
      }
      guard
        let observer = willSetObserver(
          sending: subject, for: name, on: binding, at: declared, &work)
      else {
        continue
      }
      let indent = source.indentation(
        ofLineAt: variable.positionAfterSkippingLeadingTrivia.utf8Offset)
      let lineEnding = source.file.lineEnding
      let unit = source.indentationUnit(inside: indent)
      var members = [
        Self.fitted(
          "@ObservationIgnored private lazy var \(subject) =",
          "CurrentValueSubject<\(type), Never>(\(name))", "",
          indent: indent, unit: unit, lineEnding: lineEnding)
      ]
      if exposed {
        members.append(
          Self.fitted(
            "\(Self.readAccess(of: variable))var \(publisher): AnyPublisher<\(type), Never> {",
            "\(subject).eraseToAnyPublisher()", " }",
            indent: indent, unit: unit, lineEnding: lineEnding))
      }
      // After a comment that ends the property's line, which stays on it.
      let lineEnd = endOfLine(after: variable.endPositionBeforeTrailingTrivia.utf8Offset)
      work.edits += observer.edits
      work.edits.append(
        TextEdit(
          path: source.path, range: lineEnd..<lineEnd,
          replacement: observer.closing + members.map { lineEnding + indent + $0 }.joined()))
      work.edits += sites.map {
        TextEdit(
          path: $0.path, range: $0.range, replacement: $0.isInsideClass ? subject : publisher)
      }
      rewritten.append("'$\(name)'")
    }
    guard !rewritten.isEmpty else { return }
    work.addsSubjects = true
    work.isUnsafe = true
    work.notes.append(
      "unsafe: "
        + (rewritten.count == 1
          ? "\(rewritten[0]) becomes a 'CurrentValueSubject' that the property sends its new value"
          : "\(rewritten.listedInProse) become 'CurrentValueSubject's that the properties send their new values")
        + " to in 'willSet', as '@Published' did ('AnyPublisher' outside the class); check code that names a publisher's type or depends on when it fires against SwiftUI's updates"
    )
  }

  /// `willSet { subject.send(newValue) }`, added to the property's observers: before its
  /// `didSet`, or in a new block opened after the property and closed at the end of its line
  /// (`closing`). Nil, with a blocker, when it has a `willSet`.
  private func willSetObserver(
    sending subject: String, for name: String, on binding: PatternBindingSyntax,
    at declared: String,
    _ work: inout Work
  ) -> (edits: [TextEdit], closing: String)? {
    let observer = "willSet { \(subject).send(newValue) }"
    let lineEnding = source.file.lineEnding
    guard let block = binding.accessorBlock else {
      let indent = source.indentation(
        ofLineAt: binding.positionAfterSkippingLeadingTrivia.utf8Offset)
      let unit = source.indentationUnit(inside: indent)
      return (
        [source.insert(" {", after: binding)],
        lineEnding + indent + unit + observer + lineEnding + indent + "}"
      )
    }
    guard case .accessors(let accessors) = block.accessors, let first = accessors.first,
      accessors.allSatisfy({ $0.accessorSpecifier.tokenKind == .keyword(.didSet) })
    else {
      work.blockers.append(
        "\(declared) publishes '$\(name)' and has a 'willSet' of its own, which the rewrite does not extend: send the new value to a subject there by hand"
      )
      return nil
    }
    let onOwnLine = first.leadingTrivia.contains { $0.isNewline }
    let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
    let separator = onOwnLine ? lineEnding + source.indentation(ofLineAt: offset) : " "
    return ([source.insert(observer + separator, before: first)], "")
  }

  /// `head body tail` on one line when it fits the column limit, else `body` on a line of its
  /// own one level deeper (and `tail`, trimmed, on the next).
  private static func fitted(
    _ head: String, _ body: String, _ tail: String,
    indent: String, unit: String, lineEnding: String
  ) -> String {
    let line = head + " " + body + tail
    guard !GeneratedCodeLayout.fits(indent + line) else { return line }
    let closing = tail.drop { $0 == " " }
    return head + lineEnding + indent + unit + body
      + (closing.isEmpty ? "" : lineEnding + indent + closing)
  }

  /// The property's type as written, or the type its initial value plainly has.
  static func valueType(of binding: PatternBindingSyntax) -> String? {
    if let written = binding.typeAnnotation?.type.trimmedDescription {
      return written.contains("!") || written.contains("\n") ? nil : written
    }
    guard let value = binding.initializer?.value else { return nil }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let call = value.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true
    {
      return callee.baseName.text
    }
    return StoredProperty.arrayType(constructedBy: value.trimmedDescription)
  }

  /// The access modifier a reader of the property has (`public `, `private `, or none): a
  /// `private(set)` limits only writes.
  private static func readAccess(of variable: VariableDeclSyntax) -> String {
    guard
      let modifier = variable.modifiers.first(where: {
        $0.detail == nil && Self.accessLevels.contains($0.name.text)
      })
    else { return "" }
    return (modifier.name.text == "open" ? "public" : modifier.name.text) + " "
  }

  private static let accessLevels: Set<String> = [
    "open", "public", "package", "internal", "fileprivate", "private",
  ]

  /// Where the line holding `offset` ends, before its line break: the class's new members go
  /// after a comment that ends the property's line.
  private func endOfLine(after offset: Int) -> Int {
    let content = source.file.content
    var end = offset
    while end < content.count, content[end] != UInt8(ascii: "\n") { end += 1 }
    if end > offset, content[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return end
  }
}
