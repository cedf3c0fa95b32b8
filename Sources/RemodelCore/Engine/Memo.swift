import Foundation

/// Results that several rules, or several findings of one rule, would otherwise compute again:
/// one per file (which may hold syntax nodes and goes with the file) and one per pass (plans of
/// multi-file fixes, which hold text only).
final class Memo: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  /// The value stored under `key`, made and stored the first time. Two threads asking at once
  /// may both make it; either result is the same.
  func value<Value>(_ key: String, _ make: () -> Value) -> Value {
    if let known = lock.withLock({ values[key] }) as? Value { return known }
    let made = make()
    lock.withLock { values[key] = made }
    return made
  }
}
