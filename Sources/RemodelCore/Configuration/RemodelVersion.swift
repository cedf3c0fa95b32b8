/// The tool's version: what `remodel --version` prints, what `remodel init` writes as
/// `minimumVersion`, and what a configuration's `minimumVersion` is compared with.
public enum RemodelVersion {
  public static let current = "0.1.0"

  /// A semantic version, `MAJOR.MINOR.PATCH` with an optional `-prerelease` (build metadata
  /// after `+` is ignored, as semver says); ordered by semver precedence.
  public struct Semantic: Comparable, Sendable, CustomStringConvertible {
    public let numbers: [Int]
    public let prerelease: [String]

    /// Accepts `1`, `1.2` and `1.2.3` (missing parts are 0) with an optional `-prerelease`.
    public init?(_ text: String) {
      let core = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let parts = core.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
      let numbers = parts[0].split(separator: ".", omittingEmptySubsequences: false).map {
        $0.allSatisfy(\.isASCII) ? Int($0) : nil
      }
      guard (1...3).contains(numbers.count), numbers.allSatisfy({ ($0 ?? -1) >= 0 }) else {
        return nil
      }
      let prerelease = parts.count > 1 ? parts[1].split(separator: ".").map(String.init) : []
      guard parts.count == 1 || !prerelease.isEmpty else { return nil }
      self.numbers = numbers.map { $0! } + Array(repeating: 0, count: 3 - numbers.count)
      self.prerelease = prerelease
    }

    public var description: String {
      numbers.map(String.init).joined(separator: ".")
        + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }

    public static func < (lhs: Semantic, rhs: Semantic) -> Bool {
      if lhs.numbers != rhs.numbers { return lhs.numbers.lexicographicallyPrecedes(rhs.numbers) }
      // A release outranks its prereleases.
      if lhs.prerelease.isEmpty || rhs.prerelease.isEmpty {
        return !lhs.prerelease.isEmpty && rhs.prerelease.isEmpty
      }
      for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
        switch (Int(left), Int(right)) {
        case (let l?, let r?): return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return left < right
        }
      }
      return lhs.prerelease.count < rhs.prerelease.count
    }
  }
}
