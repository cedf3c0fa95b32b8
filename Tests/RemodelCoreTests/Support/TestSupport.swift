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

  /// The folder holding every temporary directory of this test process, removed when it exits
  /// so that test runs do not pile up in the system's temporary folder (Remodel lists the folders
  /// above a scan, and a folder of 100,000 entries made every fixture run slow).
  static let temporaryRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "remodel-tests-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // The compilers and tools the tests start put their own temporary files there too.
    setenv("TMPDIR", root.path, 1)
    atexit { try? FileManager.default.removeItem(at: TestSupport.temporaryRoot) }
    return root
  }()

  static func temporaryDirectory(_ name: String = "remodel-test") throws -> URL {
    let url =
      temporaryRoot
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

  /// nil when both trees hold the same files with the same bytes; otherwise a readable diff of
  /// what `actual` has that `expected` does not, for the failure message.
  static func treeDifference(_ actual: URL, _ expected: URL) throws -> String? {
    let (have, want) = (try readTree(actual), try readTree(expected))
    guard have != want else { return nil }
    return Set(have.keys).union(want.keys).sorted().compactMap { path -> String? in
      guard have[path] != want[path] else { return nil }
      let diff = UnifiedDiff(path: path, old: want[path] ?? [], new: have[path] ?? []).render()
      return diff.isEmpty ? "\(path): missing or extra" : String(decoding: diff, as: UTF8.self)
    }.joined(separator: "\n")
  }

  static func write(_ text: String, to url: URL) throws {
    try write(Array(text.utf8), to: url)
  }

  static func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  typealias ProcessResult = Subprocess.Result

  @discardableResult
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> ProcessResult {
    try Subprocess.run(executable, arguments, in: directory, environment: environment)
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
