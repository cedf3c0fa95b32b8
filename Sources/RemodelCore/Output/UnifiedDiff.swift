/// Renders the change to one file as a unified diff that `git apply` and `patch -p1` accept:
/// lines are compared as raw bytes, so CRLF endings and a byte-order mark survive.
public struct UnifiedDiff {
  public static let contextLines = 3

  public let path: String
  public let old: [UInt8]
  public let new: [UInt8]
  /// The file does not exist yet: the old side is `/dev/null`, as `git apply` expects.
  public let isNewFile: Bool

  public init(path: String, old: [UInt8], new: [UInt8], isNewFile: Bool = false) {
    self.path = path
    self.old = old
    self.new = new
    self.isNewFile = isNewFile
  }

  /// The diff as bytes; empty when the contents are equal. `colors` wraps headers and changed
  /// lines in ANSI escapes for a terminal.
  public func render(colors: Bool = false) -> [UInt8] {
    let oldLines = Self.lines(old)
    let newLines = Self.lines(new)
    let script = Self.editScript(oldLines, newLines)
    guard isNewFile || script.contains(where: { $0.kind != .same }) else { return [] }
    var output: [UInt8] = []
    func emit(_ text: String, color: String? = nil) {
      output += Array(((colors && color != nil) ? "\u{1B}[\(color!)m\(text)\u{1B}[0m" : text).utf8)
    }
    emit(isNewFile ? "--- /dev/null\n" : "--- a/\(path)\n", color: "1")
    emit("+++ b/\(path)\n", color: "1")
    for hunk in Self.hunks(script) {
      emit(hunk.header, color: "36")
      for line in hunk.lines {
        let (prefix, bytes, color): (String, [UInt8], String?) =
          switch line.kind {
          case .same: (" ", oldLines[line.oldIndex], nil)
          case .removed: ("-", oldLines[line.oldIndex], "31")
          case .added: ("+", newLines[line.newIndex], "32")
          }
        let body = bytes.last == UInt8(ascii: "\n") ? Array(bytes.dropLast()) : bytes
        if colors, let color {
          emit("\u{1B}[\(color)m\(prefix)")
          output += body
          emit("\u{1B}[0m\n")
        } else {
          emit(prefix)
          output += body
          output.append(UInt8(ascii: "\n"))
        }
        if bytes.last != UInt8(ascii: "\n") { emit("\\ No newline at end of file\n") }
      }
    }
    return output
  }

  /// Splits after each LF; a CR before it stays part of the line.
  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var start = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      lines.append(Array(bytes[start...index]))
      start = index + 1
    }
    if start < bytes.count { lines.append(Array(bytes[start...])) }
    return lines
  }

  struct Line {
    enum Kind { case same, removed, added }
    let kind: Kind
    let oldIndex: Int
    let newIndex: Int
  }

  /// Myers' O(ND) shortest edit script, after trimming the common prefix and suffix.
  static func editScript(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Line] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var script = (0..<prefix).map { Line(kind: .same, oldIndex: $0, newIndex: $0) }
    script += myers(oldMiddle, newMiddle).map {
      Line(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix)
    }
    script += (0..<suffix).map {
      Line(kind: .same, oldIndex: old.count - suffix + $0, newIndex: new.count - suffix + $0)
    }
    return script
  }

  private static func myers(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Line] {
    let n = old.count
    let m = new.count
    let maxD = n + m
    guard maxD > 0 else { return [] }
    let offset = maxD
    var frontier = [Int](repeating: 0, count: 2 * maxD + 2)
    var trace: [[Int]] = []
    search: for d in 0...maxD {
      trace.append(frontier)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
          x = frontier[offset + k + 1]
        } else {
          x = frontier[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n, y >= m { break search }
      }
    }
    // Walk the trace back from the end to recover the path.
    var script: [Line] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let previous = trace[d]
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = previous[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        script.append(Line(kind: .same, oldIndex: x, newIndex: y))
      }
      if d > 0 {
        if x == previousX {
          y -= 1
          script.append(Line(kind: .added, oldIndex: x, newIndex: y))
        } else {
          x -= 1
          script.append(Line(kind: .removed, oldIndex: x, newIndex: y))
        }
      }
    }
    return script.reversed()
  }

  struct Hunk {
    let header: String
    let lines: [Line]
  }

  /// Groups changes with up to three lines of context; changes closer than twice that share a hunk.
  static func hunks(_ script: [Line]) -> [Hunk] {
    let changed = script.indices.filter { script[$0].kind != .same }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - contextLines)...min(script.count - 1, index + contextLines)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { range in
      let lines = Array(script[range])
      let oldCount = lines.filter { $0.kind != .added }.count
      let newCount = lines.filter { $0.kind != .removed }.count
      let first = lines[0]
      // An empty side is numbered by the line before it, as diff(1) does.
      let oldStart = oldCount == 0 ? first.oldIndex : first.oldIndex + 1
      let newStart = newCount == 0 ? first.newIndex : first.newIndex + 1
      return Hunk(
        header: "@@ -\(span(oldStart, oldCount)) +\(span(newStart, newCount)) @@\n", lines: lines)
    }
  }

  private static func span(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
