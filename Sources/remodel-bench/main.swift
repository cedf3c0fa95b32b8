import Foundation
import RemodelCore
import SwiftParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Times Remodel's stages on real code against the parser alone, the floor no run can beat:
// reading, parsing only, parsing and indexing, `check`, and `diff`, each at one thread and at
// every core, in a process of its own so each stage's peak memory is its own.
//
//   swift run -c release remodel-bench [--runs N] DIR…

/// One stage's measurement, as the child process prints it.
struct Sample: Codable {
  var seconds: Double
  var peakKilobytes: Int
  var files: Int
  var bytes: Int
  /// `diff`: how many files' rules each pass ran.
  var filesCheckedPerPass: [Int]?
}

enum Stage: String, CaseIterable {
  case read, parse, index, check, diff
}

func swiftFiles(_ paths: [String]) -> [SourceFile] {
  FileDiscovery().discover(paths).files.compactMap {
    try? SourceFile.load(path: $0.path, url: $0.url)
  }
}

func peakKilobytes() -> Int {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return Int(usage.ru_maxrss)
}

/// Runs one stage in this process and prints its sample.
func measure(_ stage: Stage, jobs: Int, paths: [String]) -> Sample {
  let start = Date()
  var files = 0
  var bytes = 0
  var passes: [Int]?
  switch stage {
  case .read:
    let loaded = swiftFiles(paths)
    (files, bytes) = (loaded.count, loaded.reduce(0) { $0 + $1.content.count })
  case .parse, .index:
    let loaded = swiftFiles(paths)
    (files, bytes) = (loaded.count, loaded.reduce(0) { $0 + $1.content.count })
    if stage == .parse {
      _ = loaded.parallelMap(jobs: jobs) { Parser.parse(source: $0.text).hasError }
    } else {
      _ = ProjectIndex(files: loaded.parallelMap(jobs: jobs) { FileSummary(ParsedSource($0)) })
    }
  case .check, .diff:
    let options = RunOptions(paths: paths, jobs: jobs)
    let report = stage == .check ? Engine(options: options).check() : Engine(options: options).fix()
    if stage == .diff {
      bytes = report.changes.reduce(0) { $0 + $1.diff().count }
      passes = report.filesCheckedPerPass
    }
    files = report.filesScanned
  }
  return Sample(
    seconds: Date().timeIntervalSince(start), peakKilobytes: peakKilobytes(), files: files,
    bytes: bytes, filesCheckedPerPass: passes)
}

/// Runs one stage in a child process, `runs` times, keeping the fastest.
func sample(_ stage: Stage, jobs: Int, paths: [String], runs: Int) throws -> Sample {
  var best: Sample?
  for _ in 0..<runs {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = ["--stage", stage.rawValue, "--jobs", String(jobs)] + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let result = try JSONDecoder().decode(Sample.self, from: output)
    if best.map({ result.seconds < $0.seconds }) ?? true { best = result }
  }
  return best!
}

/// Parses the command line, then runs one stage (in a child) or all of them (as the parent).
func main() throws {
  var arguments = Array(CommandLine.arguments.dropFirst())
  func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
      return nil
    }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
  }
  let stageName = option("--stage")
  let jobs = option("--jobs").flatMap(Int.init) ?? 1
  let runs = option("--runs").flatMap(Int.init) ?? 3
  func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("remodel-bench: \(message)\n".utf8))
    exit(2)
  }
  guard !arguments.isEmpty else { fail("usage: remodel-bench [--runs N] DIR…") }
  // A mistyped option or path would otherwise time an empty corpus.
  if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
    fail("unknown option '\(unknown)'; usage: remodel-bench [--runs N] DIR…")
  }
  if let missing = arguments.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
    fail("\(missing): no such file or directory")
  }
  if let stageName, let stage = Stage(rawValue: stageName) {
    FileHandle.standardOutput.write(
      try JSONEncoder().encode(measure(stage, jobs: jobs, paths: arguments)))
    return
  }

  let cores = ProcessInfo.processInfo.activeProcessorCount
  let read = try sample(.read, jobs: 1, paths: arguments, runs: runs)
  let megabytes = Double(read.bytes) / 1_000_000
  print(
    "\(read.files) files, \(String(format: "%.1f", megabytes)) MB of Swift, \(cores) cores, "
      + "fastest of \(runs) runs\n")
  print("| stage | threads | seconds | MB/s | files/s | floor ÷ stage | peak MB |")
  print("|---|---:|---:|---:|---:|---:|---:|")
  var passes: [Int]?
  for threads in Set([1, cores]).sorted() {
    let floor = try sample(.parse, jobs: threads, paths: arguments, runs: runs)
    for stage in Stage.allCases where stage != .read || threads == 1 {
      let result =
        stage == .parse ? floor : try sample(stage, jobs: threads, paths: arguments, runs: runs)
      if stage == .diff { passes = result.filesCheckedPerPass }
      let ratio = stage == .read ? "–" : String(format: "%.2f", floor.seconds / result.seconds)
      print(
        "| \(stage.rawValue) | \(threads) | \(String(format: "%.2f", result.seconds)) | "
          + "\(String(format: "%.1f", megabytes / result.seconds)) | "
          + "\(Int(Double(read.files) / result.seconds)) | \(ratio) | "
          + "\(result.peakKilobytes / 1024) |")
    }
  }
  if let passes {
    print(
      "\n`diff` ran the rules of \(passes.map(String.init).joined(separator: ", ")) files in its passes"
    )
  }
}

try main()
