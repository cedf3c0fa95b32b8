import Foundation

/// One Swift file as read from disk: its exact bytes, split into the optional UTF-8 byte-order mark
/// and the text the parser sees, so edits address the text while output keeps the mark.
public struct SourceFile: Sendable {
  /// The path as shown to the user (relative to the working directory when possible).
  public let path: String
  /// The absolute location on disk.
  public let url: URL
  /// The text after the byte-order mark, as UTF-8 bytes; edit offsets index into this.
  public let content: [UInt8]
  public let hasByteOrderMark: Bool
  /// `"\r\n"` when the file's lines end that way, so inserted lines match their neighbours.
  public let lineEnding: String

  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  public init(path: String, url: URL, bytes: [UInt8]) throws(RemodelError) {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw .notUTF8(path: path)
    }
    let hasMark = bytes.starts(with: Self.byteOrderMark)
    self.init(
      path: path, url: url, content: hasMark ? Array(bytes.dropFirst(3)) : bytes,
      hasByteOrderMark: hasMark)
  }

  public init(path: String, url: URL, content: [UInt8], hasByteOrderMark: Bool) {
    self.path = path
    self.url = url
    self.content = content
    self.hasByteOrderMark = hasByteOrderMark
    self.lineEnding = Self.dominantLineEnding(of: content)
  }

  /// The file as it would be written: mark plus content.
  public var bytes: [UInt8] {
    hasByteOrderMark ? Self.byteOrderMark + content : content
  }

  public var text: String { String(decoding: content, as: UTF8.self) }

  /// The same file with different content, keeping its mark and path.
  public func replacingContent(_ newContent: [UInt8]) -> SourceFile {
    SourceFile(path: path, url: url, content: newContent, hasByteOrderMark: hasByteOrderMark)
  }

  private static func dominantLineEnding(of content: [UInt8]) -> String {
    var crlf = 0
    var lf = 0
    for index in content.indices where content[index] == UInt8(ascii: "\n") {
      if index > 0 && content[index - 1] == UInt8(ascii: "\r") { crlf += 1 } else { lf += 1 }
    }
    return crlf > lf ? "\r\n" : "\n"
  }
}

extension SourceFile {
  /// Reads a file, turning every way it can fail into an error naming the path.
  public static func load(path: String, url: URL) throws(RemodelError) -> SourceFile {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: path, reason: FileSystem.describe(error))
    }
    return try SourceFile(path: path, url: url, bytes: Array(data))
  }
}
