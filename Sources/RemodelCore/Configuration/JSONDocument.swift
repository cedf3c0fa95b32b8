/// A JSON value with the line and column where it starts, so configuration and baseline errors
/// can point at the offending text; Foundation's parser reports no usable position on Linux.
struct JSONDocument: Sendable {
  struct Position: Sendable, Equatable, CustomStringConvertible {
    /// 1-based; the column counts UTF-8 bytes, as findings do.
    let line: Int
    let column: Int
    var description: String { "\(line):\(column)" }
  }

  enum Value: Sendable {
    /// Members in the order written, each with the position of its key.
    case object([(key: String, keyPosition: Position, value: JSONDocument)])
    case array([JSONDocument])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// How error messages name a type.
    var typeName: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .bool: "a boolean"
      case .null: "null"
      }
    }
  }

  let value: Value
  let position: Position

  struct SyntaxError: Error, Equatable {
    let position: Position
    let reason: String
  }

  /// Parses a complete document (RFC 8259, UTF-8, an optional byte-order mark).
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONDocument {
    var parser = Parser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      // Columns count from after the mark, as editors show them.
      parser.index = 3
      parser.lineStart = 3
    }
    parser.skipWhitespace()
    let document = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return document
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    /// Deeper nesting than any configuration needs; a bound keeps recursion off the stack limit.
    static let maximumDepth = 512

    var position: Position { Position(line: line, column: index - lineStart + 1) }

    func error(_ reason: String, at position: Position? = nil) -> SyntaxError {
      SyntaxError(position: position ?? self.position, reason: reason)
    }

    func describeCurrent() -> String {
      guard index < bytes.count else { return "end of file" }
      let byte = bytes[index]
      return (0x21..<0x7F).contains(byte)
        ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\n"):
          index += 1
          line += 1
          lineStart = index
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> JSONDocument {
      guard depth < Self.maximumDepth else { throw error("nested too deeply") }
      let start = position
      guard index < bytes.count else { throw error("expected a value, found end of file") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return JSONDocument(value: try object(depth: depth), position: start)
      case UInt8(ascii: "["): return JSONDocument(value: try array(depth: depth), position: start)
      case UInt8(ascii: "\""): return JSONDocument(value: .string(try string()), position: start)
      case UInt8(ascii: "t"):
        try literal("true")
        return JSONDocument(value: .bool(true), position: start)
      case UInt8(ascii: "f"):
        try literal("false")
        return JSONDocument(value: .bool(false), position: start)
      case UInt8(ascii: "n"):
        try literal("null")
        return JSONDocument(value: .null, position: start)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return JSONDocument(value: .number(try number()), position: start)
      default:
        throw error("expected a value, found \(describeCurrent())")
      }
    }

    mutating func literal(_ word: String) throws(SyntaxError) {
      let expected = Array(word.utf8)
      guard bytes[index...].starts(with: expected) else {
        throw error("expected a value, found \(describeCurrent())")
      }
      index += expected.count
    }

    mutating func object(depth: Int) throws(SyntaxError) -> Value {
      index += 1
      var members: [(key: String, keyPosition: Position, value: JSONDocument)] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        let keyPosition = position
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          if !members.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            throw error("trailing comma before '}'")
          }
          throw error("expected a string key, found \(describeCurrent())")
        }
        let key = try string()
        if members.contains(where: { $0.key == key }) {
          throw error("duplicate key '\(key)'", at: keyPosition)
        }
        skipWhitespace()
        try expect(":", "after the key")
        skipWhitespace()
        members.append((key, keyPosition, try value(depth: depth + 1)))
        skipWhitespace()
        if try endOfList("}") { return .object(members) }
      }
    }

    mutating func array(depth: Int) throws(SyntaxError) -> Value {
      index += 1
      var elements: [JSONDocument] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        if !elements.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          throw error("trailing comma before ']'")
        }
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        if try endOfList("]") { return .array(elements) }
      }
    }

    /// Consumes `,` (false: another element follows) or `closing` (true).
    mutating func endOfList(_ closing: Unicode.Scalar) throws(SyntaxError) -> Bool {
      guard index < bytes.count else {
        throw error("expected ',' or '\(closing)', found end of file")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        return false
      }
      guard bytes[index] == UInt8(ascii: closing) else {
        throw error("expected ',' or '\(closing)', found \(describeCurrent())")
      }
      index += 1
      return true
    }

    mutating func expect(_ scalar: Unicode.Scalar, _ context: String) throws(SyntaxError) {
      guard index < bytes.count, bytes[index] == UInt8(ascii: scalar) else {
        throw error("expected '\(scalar)' \(context), found \(describeCurrent())")
      }
      index += 1
    }

    mutating func string() throws(SyntaxError) -> String {
      let start = position
      index += 1
      var scalars = String.UnicodeScalarView()
      var run = index
      func flush(_ end: Int) throws(SyntaxError) {
        guard let text = String(validating: bytes[run..<end], as: UTF8.self) else {
          throw SyntaxError(position: start, reason: "string is not valid UTF-8")
        }
        scalars.append(contentsOf: text.unicodeScalars)
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          try flush(index)
          index += 1
          return String(scalars)
        }
        if byte < 0x20 {
          throw error("control character in a string (a line break must be written '\\n')")
        }
        guard byte == UInt8(ascii: "\\") else {
          index += 1
          continue
        }
        try flush(index)
        index += 1
        scalars.append(try escape())
        run = index
      }
      throw error("unterminated string", at: start)
    }

    mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let high = try hex4()
        guard (0xD800..<0xDC00).contains(high) else {
          guard let scalar = Unicode.Scalar(high) else {
            throw error("lone surrogate in '\\u' escape")
          }
          return scalar
        }
        guard bytes[index...].starts(with: Array("\\u".utf8)) else {
          throw error("lone surrogate in '\\u' escape")
        }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw error("lone surrogate in '\\u' escape") }
        return scalar
      default:
        index -= 2
        throw error(
          (0x21..<0x7F).contains(byte)
            ? "invalid escape '\\\(Character(Unicode.Scalar(byte)))'"
            : "invalid character after a backslash")
      }
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw error("expected four hexadecimal digits after '\\u'") }
      index += 4
      return value
    }

    mutating func number() throws(SyntaxError) -> Double {
      let start = index
      let startPosition = position
      func digits() -> Int {
        let first = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          index += 1
        }
        return index - first
      }
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let integer = digits()
      let leadingZero = integer > 1 && bytes[index - integer] == UInt8(ascii: "0")
      var valid = integer > 0 && !leadingZero
      if valid, index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        valid = digits() > 0
      }
      if valid, index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          index += 1
        }
        valid = digits() > 0
      }
      guard valid, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw error("invalid number", at: startPosition)
      }
      return number
    }
  }
}
