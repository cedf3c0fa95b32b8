import Foundation

/// The `[12/40] ███░░░ repo-name …` line a batch redraws on a terminal's standard error. Disabled
/// (the default when standard error is not a terminal) it writes nothing at all.
public final class BatchProgress: @unchecked Sendable {
  public static let barWidth = 20

  private let lock = NSLock()
  private let write: (@Sendable (String) -> Void)?
  private let width: Int
  private var total = 0
  private var started = 0
  private var finished = 0

  /// `write` receives the escape sequences and text to put on the terminal; nil disables.
  public init(width: Int = 80, write: (@Sendable (String) -> Void)?) {
    self.width = max(20, width)
    self.write = write
  }

  public static let disabled = BatchProgress(write: nil)

  /// A progress line on standard error when it is a terminal; silent otherwise.
  public static func standardError(isTerminal: Bool) -> BatchProgress {
    guard isTerminal else { return .disabled }
    let columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
    return BatchProgress(width: columns) { FileHandle.standardError.write(Data($0.utf8)) }
  }

  func begin(total: Int) {
    lock.withLock {
      self.total = total
      started = 0
      finished = 0
    }
  }

  func started(_ name: String) {
    lock.withLock {
      started += 1
      draw(name)
    }
  }

  func finished(_ name: String) {
    lock.withLock {
      finished += 1
      draw(name)
    }
  }

  /// Erases the line so the table starts on a clean one.
  func end() {
    guard let write else { return }
    lock.withLock { write("\r\u{1B}[2K") }
  }

  private func draw(_ name: String) {
    guard let write else { return }
    write(
      "\r\u{1B}[2K"
        + Self.line(started: started, finished: finished, total: total, name: name, width: width))
  }

  /// The text of the line: how many repositories have started, a bar of how many have finished,
  /// and the latest name, shortened so the line never wraps (a wrapped line cannot be redrawn).
  public static func line(started: Int, finished: Int, total: Int, name: String, width: Int)
    -> String
  {
    let filled = total == 0 ? barWidth : min(barWidth, finished * barWidth / total)
    let prefix =
      "[\(started)/\(total)] "
      + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
      + " "
    let room = max(1, width - 1 - prefix.count - 2)
    let shown = name.count > room ? String(name.prefix(max(0, room - 1))) + "…" : name
    return prefix + shown + " …"
  }
}
