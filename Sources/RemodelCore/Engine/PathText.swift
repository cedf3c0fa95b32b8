import Foundation

/// Absolute, standardized paths handled as text: what walking thousands of files and their
/// folders needs (a parent, a last component, a join), without a `URL` made and standardized
/// for each step.
enum PathText {
  /// The standardized path of `url`, without a trailing slash (`/` for the root).
  static func standardized(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// `path` made absolute against `base` (a standardized folder), `.` and `..` resolved.
  static func absolute(_ path: String, in base: String) -> String {
    let joined = path.hasPrefix("/") ? path : join(base, path)
    guard joined.contains("/.") || joined.contains("//") else { return joined }
    var components: [Substring] = []
    for component in joined.split(separator: "/") where component != "." {
      if component == ".." {
        _ = components.popLast()
      } else {
        components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The folder holding `path`; the root for the root.
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  static func lastComponent(_ path: String) -> Substring {
    path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
  }

  /// The extension of the last component (`swift`), empty when it has none.
  static func pathExtension(_ path: String) -> Substring {
    let name = lastComponent(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...]
  }

  static func join(_ folder: String, _ name: some StringProtocol) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
