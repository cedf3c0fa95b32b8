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
  /// `"\r\n"` when the file's lines end that way, so inserted lines match their neighbours;
  /// counted when a fix asks, which few files ever do.
  public var lineEnding: String { Self.dominantLineEnding(of: content) }

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
  }

  /// The file as it would be written: mark plus content.
  public var bytes: [UInt8] {
    hasByteOrderMark ? Self.byteOrderMark + content : content
  }

  public var text: String { String(decoding: content, as: UTF8.self) }

  /// Whether the text contains `word`, byte for byte: the cheap test that spares walking a tree
  /// (or parsing one again) for a file that cannot hold what a rule looks for.
  public func contains(_ word: String) -> Bool {
    firstOccurrence(of: word) { _ in true }
  }

  /// Whether the text contains `word` as a whole identifier: `State` in `@State` or
  /// `@SwiftUI.State`, not in `StateObject` or `AppState`.
  public func containsWord(_ word: String) -> Bool {
    let count = word.utf8.count
    return firstOccurrence(of: word) { start in
      !(start > 0 && Self.isIdentifierByte(content[start - 1]))
        && !(start + count < content.count && Self.isIdentifierByte(content[start + count]))
    }
  }

  /// Which of `words` the text contains as whole identifiers, as `containsWord` tells, found in
  /// one pass over the text's identifiers however many words are asked.
  public func wholeWords(among words: Set<String>) -> Set<String> {
    let spelled = words.map { Array($0.utf8) }
    var byLength = [[[UInt8]]](repeating: [], count: (spelled.map(\.count).max() ?? 0) + 1)
    for word in spelled { byLength[word.count].append(word) }
    var found: Set<String> = []
    content.withUnsafeBufferPointer { text in
      Self.identifierBytes.withUnsafeBufferPointer { isIdentifier in
        var index = 0
        while index < text.count {
          guard isIdentifier[Int(text[index])] else {
            index += 1
            continue
          }
          let start = index
          while index < text.count, isIdentifier[Int(text[index])] { index += 1 }
          guard index - start < byLength.count else { continue }
          for word in byLength[index - start]
          where word[0] == text[start]
            && memcmp(word, text.baseAddress! + start, word.count) == 0
          {
            found.insert(String(decoding: word, as: UTF8.self))
          }
        }
      }
    }
    return found
  }

  /// `isIdentifierByte` for every byte, looked up where every byte of a file is asked.
  private static let identifierBytes = (0...255).map { isIdentifierByte(UInt8($0)) }

  /// Whether some occurrence of `word` starts where `accepts` agrees.
  private func firstOccurrence(of word: String, where accepts: (Int) -> Bool) -> Bool {
    var word = word
    return word.withUTF8 { needle in
      content.withUnsafeBytes { text in
        guard let first = needle.first else { return true }
        guard let start = text.baseAddress, text.count >= needle.count else { return false }
        // memchr finds each candidate first byte at memory speed; memcmp checks the rest.
        let last = start + (text.count - needle.count)
        var cursor = start
        while cursor <= last, let found = memchr(cursor, Int32(first), last - cursor + 1) {
          if memcmp(found, needle.baseAddress!, needle.count) == 0,
            accepts(UnsafeRawPointer(found) - start)
          {
            return true
          }
          cursor = UnsafeRawPointer(found) + 1
        }
        return false
      }
    }
  }

  /// Letters, digits, `_` and any byte of a non-ASCII character, which may be an identifier's.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
  }

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
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readBytes(url)
    } catch {
      throw .unreadable(path: path, reason: FileSystem.describe(error))
    }
    return try SourceFile(path: path, url: url, bytes: bytes)
  }
}
