import Foundation

/// Where a command's output goes: standard output gets the product (a diff, findings, a table),
/// standard error gets problems and summaries.
public struct Console: Sendable {
  public var writeOutput: @Sendable ([UInt8]) -> Void
  public var writeError: @Sendable (String) -> Void
  public var colors: Bool

  public init(
    colors: Bool, writeOutput: @escaping @Sendable ([UInt8]) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) {
    self.colors = colors
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  public static func standard(colors: Bool) -> Console {
    Console(
      colors: colors,
      writeOutput: { FileHandle.standardOutput.write(Data($0)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  func printError(_ line: String) { writeError(line + "\n") }
}

/// `--color`: `auto` colours only a terminal and honours `NO_COLOR` (https://no-color.org).
public enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never

  public func isEnabled(
    outputIsTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto: return outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }
}
