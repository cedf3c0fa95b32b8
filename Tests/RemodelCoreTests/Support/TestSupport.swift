import Foundation
import RemodelCore
import Testing

/// Paths and helpers shared by the tests.
enum TestSupport {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let fixturesRoot = packageRoot.appendingPathComponent("Fixtures")

  /// The `remodel` executable, built next to the test bundle because the tests depend on it.
  /// On Linux the bundle path is the build folder itself; on macOS it is the `.xctest` inside it.
  static var executable: URL {
    let bundle = URL(fileURLWithPath: Bundle.main.bundlePath)
    let candidates = [bundle, bundle.deletingLastPathComponent()]
      .map { $0.appendingPathComponent("remodel") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  static func temporaryDirectory(_ name: String = "remodel-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func copyTree(_ source: URL, to destination: URL) throws {
    try? FileManager.default.removeItem(at: destination)
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: destination)
  }

  /// Every regular file below `root`, by relative path, with its bytes.
  static func readTree(_ root: URL) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
      var isDirectory: ObjCBool = false
      let url = root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      files[path] = Array(try Data(contentsOf: url))
    }
    return files
  }

  static func write(_ text: String, to url: URL) throws {
    try write(Array(text.utf8), to: url)
  }

  static func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  struct ProcessResult {
    let status: Int32
    let output: [UInt8]
    let error: String
    var outputText: String { String(decoding: output, as: UTF8.self) }
  }

  /// Runs a program to completion, draining both pipes so neither can fill up and block it.
  @discardableResult
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> ProcessResult {
    let process = Process()
    let isPath = executable.hasPrefix("/")
    process.executableURL = URL(fileURLWithPath: isPath ? executable : "/usr/bin/env")
    process.arguments = isPath ? arguments : [executable] + arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errorData = PipeDrain(errorPipe.fileHandleForReading)
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus, output: Array(output),
      error: String(decoding: errorData.wait(), as: UTF8.self))
  }

  /// A console that records what a mode prints.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var outputBytes: [UInt8] = []
    private var errorText = ""

    var console: Console {
      Console(
        colors: false,
        writeOutput: { bytes in self.lock.withLock { self.outputBytes += bytes } },
        writeError: { text in self.lock.withLock { self.errorText += text } })
    }

    var output: [UInt8] { lock.withLock { outputBytes } }
    var outputText: String { String(decoding: output, as: UTF8.self) }
    var error: String { lock.withLock { errorText } }
  }
}

/// Reads a pipe to its end on a background thread.
private final class PipeDrain: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
