import Foundation

/// Results that several rules, or several findings of one rule, would otherwise compute again:
/// one per file (which may hold syntax nodes and goes with the file) and one per pass (plans of
/// multi-file fixes, which hold text only).
final class Memo: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: (value: Any, reads: Set<IndexRead>)] = [:]

  /// The value stored under `key`, made and stored the first time, with what making it read
  /// noted in `reads` each time. Two threads asking at once may both make it; either result is
  /// the same.
  func value<Value>(_ key: String, noting reads: ReadLog? = nil, _ make: () -> Value) -> Value {
    if let known = lock.withLock({ values[key] }), let value = known.value as? Value {
      reads?.note(known.reads)
      return value
    }
    let made = reads.capturing(make)
    lock.withLock { values[key] = (made.value, made.reads) }
    return made.value
  }
}

/// The pass's memo as the rules of one file use it: a value made for another file notes in
/// this file's log what making it read.
struct PassMemo {
  let memo: Memo
  let reads: ReadLog?

  func value<Value>(_ key: String, _ make: () -> Value) -> Value {
    memo.value(key, noting: reads, make)
  }
}
