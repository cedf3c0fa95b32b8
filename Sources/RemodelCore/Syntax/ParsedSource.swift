import Foundation
import SwiftParser
import SwiftSyntax

/// A source file with its syntax tree, shared read-only by the index and every rule.
public struct ParsedSource: Sendable {
  public let file: SourceFile
  public let tree: SourceFileSyntax
  private let lines = MadeOnce<SourceLocationConverter>()
  let previewRanges = MadeOnce<[ClosedRange<Int>]>()

  public init(_ file: SourceFile) {
    self.file = file
    self.tree = Parser.parse(source: file.text)
  }

  /// Lines and columns of the file, computed on first use: most files report nothing.
  public var locationConverter: SourceLocationConverter {
    lines.value { SourceLocationConverter(fileName: file.path, tree: tree) }
  }

  public var path: String { file.path }
  public var hasSyntaxErrors: Bool { tree.hasError }

  /// A finding located at the first non-trivia byte of `node`. Its message is one line, as
  /// reporters print it: code quoted from several lines has each break and the indentation
  /// after it turned into one space.
  public func finding(
    _ ruleID: String, at node: some SyntaxProtocol, message: String, fix: Fix? = nil
  ) -> Finding {
    let position = node.positionAfterSkippingLeadingTrivia
    let location = locationConverter.location(for: position)
    let oneLine = message.split(whereSeparator: \.isNewline)
      .enumerated().map { $0.offset == 0 ? $0.element : $0.element.drop(while: \.isWhitespace) }
      .joined(separator: " ")
    return Finding(
      ruleID: ruleID, path: path, line: location.line, column: location.column,
      offset: position.utf8Offset, message: oneLine, fix: fix)
  }

  /// `path:line` of the node, as refusal messages point at it.
  public func location(of node: some SyntaxProtocol) -> String {
    location(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// `path:line` of the byte at `offset`.
  public func location(at offset: Int) -> String {
    "\(path):\(locationConverter.location(for: AbsolutePosition(utf8Offset: offset)).line)"
  }

  /// Replaces the node's text without its leading or trailing trivia, so comments stay.
  public func replace(_ node: some SyntaxProtocol, with text: String) -> TextEdit {
    TextEdit(path: path, range: node.trimmedByteRange, replacement: text)
  }

  public func insert(_ text: String, before node: some SyntaxProtocol) -> TextEdit {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    return TextEdit(path: path, range: offset..<offset, replacement: text)
  }

  public func insert(_ text: String, after node: some SyntaxProtocol) -> TextEdit {
    let offset = node.endPositionBeforeTrailingTrivia.utf8Offset
    return TextEdit(path: path, range: offset..<offset, replacement: text)
  }

  /// A line break with `node`'s indentation when `node` starts a line, for text inserted next
  /// to it to keep the layout; nil when it does not.
  public func lineBreak(before node: some SyntaxProtocol) -> String? {
    guard node.leadingTrivia.contains(where: \.isNewline) else { return nil }
    return file.lineEnding
      + indentation(ofLineAt: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }
}

extension SyntaxProtocol {
  /// The node's byte range without leading and trailing trivia.
  public var trimmedByteRange: Range<Int> {
    positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
  }
}

/// A value made once, by whichever thread first asks: what most files never need.
final class MadeOnce<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var made: Value?

  func value(_ make: () -> Value) -> Value {
    lock.withLock {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
