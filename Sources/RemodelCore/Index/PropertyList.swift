/// A value of the old-style (OpenStep) property list format that `project.pbxproj` is written in:
/// dictionaries `{ key = value; }`, arrays `( a, b, )` and strings, quoted or not.
enum PropertyList: Equatable, Sendable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])

  /// Parses `text`; nil when it is not one well-formed value, so that a damaged file is ignored
  /// rather than half read.
  init?(parsing text: String) {
    var parser = PropertyListParser(bytes: Array(text.utf8))
    guard let value = parser.parseDocument() else { return nil }
    self = value
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [PropertyList]? {
    if case .array(let value) = self { return value }
    return nil
  }

  subscript(key: String) -> PropertyList? {
    if case .dictionary(let value) = self { return value[key] }
    return nil
  }

  /// The strings of an array value, skipping anything else.
  var strings: [String] { array?.compactMap(\.string) ?? [] }
}

/// A recursive-descent reader over the file's bytes; every step consumes input or fails, and
/// nesting is bounded, so malformed input ends in nil rather than a hang or a stack overflow.
private struct PropertyListParser {
  let bytes: [UInt8]
  var position = 0

  /// Far deeper than any project file nests (about five levels).
  private static let maximumDepth = 100

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func parseDocument() -> PropertyList? {
    guard let value = parseValue(depth: 0) else { return nil }
    skipTrivia()
    return position == bytes.count ? value : nil
  }

  private mutating func parseValue(depth: Int) -> PropertyList? {
    skipTrivia()
    guard depth < Self.maximumDepth, position < bytes.count else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "{"): return parseDictionary(depth: depth)
    case UInt8(ascii: "("): return parseArray(depth: depth)
    case UInt8(ascii: "<"): return parseData()
    default: return parseString().map(PropertyList.string)
    }
  }

  private mutating func parseDictionary(depth: Int) -> PropertyList? {
    position += 1
    var entries: [String: PropertyList] = [:]
    while true {
      skipTrivia()
      guard position < bytes.count else { return nil }
      if consume("}") { return .dictionary(entries) }
      guard let key = parseString() else { return nil }
      skipTrivia()
      guard consume("="), let value = parseValue(depth: depth + 1) else { return nil }
      skipTrivia()
      guard consume(";") else { return nil }
      entries[key] = value
    }
  }

  private mutating func parseArray(depth: Int) -> PropertyList? {
    position += 1
    var items: [PropertyList] = []
    while true {
      skipTrivia()
      guard position < bytes.count else { return nil }
      if consume(")") { return .array(items) }
      guard let item = parseValue(depth: depth + 1) else { return nil }
      items.append(item)
      skipTrivia()
      if consume(",") { continue }
      return consume(")") ? .array(items) : nil
    }
  }

  /// `<0fbd7792 …>`, kept as its hexadecimal text: project files hardly use data.
  private mutating func parseData() -> PropertyList? {
    let start = position + 1
    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
    position = end + 1
    return .string(String(decoding: bytes[start..<end], as: UTF8.self))
  }

  private mutating func parseString() -> String? {
    guard position < bytes.count else { return nil }
    let first = bytes[position]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return parseQuoted() }
    let start = position
    while position < bytes.count, isUnquoted(bytes[position]), !startsComment() { position += 1 }
    return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
  }

  private mutating func parseQuoted() -> String? {
    let quote = bytes[position]
    position += 1
    var text: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      if byte == quote { return String(decoding: text, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        text.append(byte)
        continue
      }
      guard position < bytes.count else { return nil }
      let escaped = bytes[position]
      position += 1
      switch escaped {
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "a"): text.append(0x07)
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(0x0C)
      case UInt8(ascii: "v"): text.append(0x0B)
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        appendScalar(readNumber(radix: 16, maximumDigits: 4), to: &text)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        position -= 1
        appendScalar(readNumber(radix: 8, maximumDigits: 3), to: &text)
      default: text.append(escaped)
      }
    }
    return nil
  }

  private mutating func readNumber(radix: Int, maximumDigits: Int) -> UInt32 {
    var value: UInt32 = 0
    var digits = 0
    while digits < maximumDigits, position < bytes.count,
      let digit = Int(String(UnicodeScalar(bytes[position])), radix: radix)
    {
      value = value * UInt32(radix) + UInt32(digit)
      position += 1
      digits += 1
    }
    return value
  }

  private func appendScalar(_ value: UInt32, to text: inout [UInt8]) {
    text.append(contentsOf: String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
  }

  /// Whitespace, `/* … */` and `// …` (the `// !$*UTF8*$!` header).
  private mutating func skipTrivia() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        position += 1
      } else if startsComment(), bytes[position + 1] == UInt8(ascii: "*") {
        position += 2
        while position + 1 < bytes.count
          && !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
        {
          position += 1
        }
        position = min(position + 2, bytes.count)
      } else if startsComment() {
        position = bytes[position...].firstIndex(of: 0x0A) ?? bytes.count
      } else {
        return
      }
    }
  }

  private func startsComment() -> Bool {
    bytes[position] == UInt8(ascii: "/") && position + 1 < bytes.count
      && (bytes[position + 1] == UInt8(ascii: "*") || bytes[position + 1] == UInt8(ascii: "/"))
  }

  /// Anything but whitespace and the format's punctuation: lenient, since Xcode quotes the rest.
  private func isUnquoted(_ byte: UInt8) -> Bool {
    byte > 0x20 && !Self.punctuation.contains(byte)
  }

  private static let punctuation = Set("{}()=;,\"'<>".utf8)

  private mutating func consume(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }
}
