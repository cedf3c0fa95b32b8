/// `--shard I/N`: one of N disjoint slices of the repository list, so the jobs of a CI matrix
/// can split a campaign. Shard I (1-based) takes positions I-1, I-1+N, I-1+2N, … of the list in
/// the order given; the N shards together cover the list exactly once.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  public let index: Int
  public let count: Int

  public init(index: Int, count: Int) throws(BatchError) {
    guard count >= 1, (1...count).contains(index) else {
      throw .invalidShard("\(index)/\(count)")
    }
    self.index = index
    self.count = count
  }

  /// Parses `I/N`, such as `2/5`.
  public init(parsing text: String) throws(BatchError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && !$0.hasPrefix("+") })
    else { throw .invalidShard(text) }
    do {
      try self.init(index: index, count: count)
    } catch {
      throw .invalidShard(text)
    }
  }

  /// Whether the element at `position` (0-based) of the full list belongs to this shard.
  public func contains(position: Int) -> Bool { position % count == index - 1 }

  public func select<Element>(_ elements: [Element]) -> [Element] {
    elements.indices.filter(contains(position:)).map { elements[$0] }
  }

  public var description: String { "\(index)/\(count)" }
}
