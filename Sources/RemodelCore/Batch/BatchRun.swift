import Foundation

/// `remodel batch`: migrates many repositories, `jobs` at a time, each on its own, and writes a
/// result per repository as soon as it is done (so an interrupted batch can `--resume`), then
/// `summary.json` and `summary.md`. Only the compact results are kept in memory.
public struct BatchRun: Sendable {
  public let options: BatchOptions

  public init(options: BatchOptions) {
    self.options = options
  }

  /// Runs the batch, prints the table on standard output and returns the exit status: 0 when
  /// nothing changed, 1 when a repository changed, 2 when one failed or the batch could not run.
  public func perform(console: Console, progress: BatchProgress = .disabled) -> Int32 {
    do throws(BatchError) {
      let results = try run(console: console, progress: progress)
      console.writeOutput(Array(BatchSummary.table(results, colors: console.colors).utf8))
      console.printError(
        "remodel: summary in \(options.outputDirectory.appendingPathComponent("summary.md").path)")
      return BatchSummary.exitStatus(results)
    } catch {
      console.printError("remodel: error: \(error)")
      return Modes.Status.error
    }
  }

  /// Runs the batch and writes its output; returns this shard's results in list order.
  public func run(console: Console, progress: BatchProgress = .disabled) throws(BatchError)
    -> [RepositoryResult]
  {
    try options.validate()
    let output = options.outputDirectory
    try BatchOutput.prepare(output)
    let list = RepositoryList.make(options.repositories, relativeTo: options.workingDirectory)
    for path in list.repeated {
      console.printError("remodel: warning: \(path): listed more than once; migrated once")
    }
    let selected = options.shard?.select(list.repositories) ?? list.repositories
    let workers = max(1, min(options.jobs, selected.count))
    let engineJobs = workers > 1 ? 1 : options.jobs
    progress.begin(total: selected.count)
    let results = selected.concurrentMap(workers: workers) { repository in
      progress.started(repository.name)
      let result = RepositoryMigration(
        repository: repository, options: options, engineJobs: engineJobs
      ).run()
      finish(result)
      progress.finished(repository.name)
      return result
    }
    progress.end()
    try BatchOutput.writeSummary(results, to: output)
    return results
  }

  /// Persists a fresh result and removes a patch that an earlier run left and this one did not
  /// write, so the directory never shows a stale change.
  private func finish(_ result: RepositoryResult) {
    let output = options.outputDirectory
    let patch = output.appendingPathComponent("\(result.name).patch")
    if result.patch == nil { try? FileManager.default.removeItem(at: patch) }
    guard !result.resumed else { return }
    try? BatchOutput.write(
      result.encoded(), to: BatchOutput.resultURL(for: result.name, in: output))
  }
}

extension Array where Element: Sendable {
  /// Maps on exactly `workers` threads of their own (so `--jobs` is honoured whatever the core
  /// count), with the main thread's stack size since the parser recurses; keeps the order.
  func concurrentMap<Result: Sendable>(
    workers: Int, _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard workers > 1, count > 1 else { return map(transform) }
    let slots = ConcurrentSlots<Result>(count: count)
    let group = DispatchGroup()
    for _ in 0..<Swift.min(workers, count) {
      group.enter()
      let thread = Thread { [self] in
        while let index = slots.claim() { slots.store(transform(self[index]), at: index) }
        group.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    group.wait()
    return slots.values
  }
}

/// Hands out indices and collects results from worker threads.
private final class ConcurrentSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func claim() -> Int? {
    lock.withLock {
      guard next < slots.count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func store(_ value: Value, at index: Int) { lock.withLock { slots[index] = value } }

  var values: [Value] { lock.withLock { slots.map { $0! } } }
}
