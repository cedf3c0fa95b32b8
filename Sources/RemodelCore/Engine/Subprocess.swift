import Foundation

/// Runs a program to completion, reading standard output and standard error at the same time
/// so that neither pipe can fill up and block the child.
public enum Subprocess {
  public struct Result: Sendable {
    public let status: Int32
    public let output: [UInt8]
    public let error: String

    public var outputText: String { String(decoding: output, as: UTF8.self) }
  }

  /// `executable` is a path, or a program name looked up on `PATH`.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    let isPath = executable.contains("/")
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
    let errorData = PipeReader(errorPipe.fileHandleForReading)
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: Array(output),
      error: String(decoding: errorData.wait(), as: UTF8.self))
  }
}

/// Reads a pipe to its end on its own thread.
private final class PipeReader: @unchecked Sendable {
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
