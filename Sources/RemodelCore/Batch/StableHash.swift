/// 64-bit FNV-1a: stable across runs and platforms (unlike `Hasher`), and enough to tell paths
/// and working-tree states apart; not a cryptographic hash.
public enum StableHash {
  public static func value(of bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// Sixteen lowercase hex digits.
  public static func hex(of bytes: [UInt8]) -> String {
    let digits = String(value(of: bytes), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
