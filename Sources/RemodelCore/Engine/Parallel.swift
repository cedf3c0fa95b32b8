import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// Maps on up to `jobs` threads, keeping the order of the input.
  public func parallelMap<Result: Sendable>(
    jobs: Int, _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard count > 1, jobs > 1 else { return map(transform) }
    let results = ResultSlots<Result>(count: count)
    let cursor = SharedCursor()
    DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
      while let index = cursor.next(below: count) {
        results.store(transform(self[index]), at: index)
      }
    }
    return results.values
  }
}

/// Runs two independent computations, on two threads when `jobs` allows, and returns both.
public func concurrently<First: Sendable, Second: Sendable>(
  jobs: Int, _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
  guard jobs > 1 else { return (first(), second()) }
  let firstResult = ResultSlots<First>(count: 1)
  let secondResult = ResultSlots<Second>(count: 1)
  DispatchQueue.concurrentPerform(iterations: 2) { index in
    if index == 0 {
      firstResult.store(first(), at: 0)
    } else {
      secondResult.store(second(), at: 0)
    }
  }
  return (firstResult.values[0], secondResult.values[0])
}

/// Hands out indices to worker threads.
private final class SharedCursor: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0

  func next(below limit: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < limit else { return nil }
    defer { nextIndex += 1 }
    return nextIndex
  }
}

/// One slot per index; each is written by exactly one worker, read after all have finished.
private final class ResultSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [Value] { slots.map { $0! } }
}
