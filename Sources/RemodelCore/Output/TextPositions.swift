/// Line and UTF-16 column of byte offsets in a file's text, as SARIF counts them by default.
/// Lines break at LF, CRLF and a lone CR, as in swift-syntax, so lines agree with findings.
struct TextPositions {
  private let content: [UInt8]
  /// Byte offset where each line starts; the first line starts at 0.
  private let lineStarts: [Int]

  init(_ content: [UInt8]) {
    self.content = content
    var starts = [0]
    for index in content.indices {
      let byte = content[index]
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r") && content.dropFirst(index + 1).first != UInt8(ascii: "\n"))
      {
        starts.append(index + 1)
      }
    }
    lineStarts = starts
  }

  /// 1-based line and column of `offset`; the column counts UTF-16 code units before it.
  func position(of offset: Int) -> (line: Int, column: Int) {
    let clamped = min(max(offset, 0), content.count)
    var low = 0
    var high = lineStarts.count - 1
    // The last line start at or before `clamped`.
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    let prefix = content[lineStarts[low]..<clamped]
    return (low + 1, String(decoding: prefix, as: UTF8.self).utf16.count + 1)
  }
}
