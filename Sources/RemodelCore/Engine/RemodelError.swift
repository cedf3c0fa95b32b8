/// Everything that stops Remodel from handling a path or a request; each reason names what it is about.
public enum RemodelError: Error, Equatable, Sendable, CustomStringConvertible {
  case noSuchPath(path: String)
  case unreadable(path: String, reason: String)
  case notUTF8(path: String)
  case notSwiftFile(path: String)
  case unknownRules(ids: [String], valid: [String])
  case changedOnDisk(path: String)
  case readOnly(path: String)
  /// Another file of the same fix could not be written, so this one was not either.
  case heldBack(path: String, by: String)
  case writeFailed(path: String, reason: String)
  case invalidDeploymentTarget(String)

  public var description: String {
    switch self {
    case .noSuchPath(let path):
      return "\(path): no such file or directory"
    case .unreadable(let path, let reason):
      return "\(path): cannot read file: \(reason)"
    case .notUTF8(let path):
      return "\(path): not valid UTF-8; file skipped"
    case .notSwiftFile(let path):
      return "\(path): not a Swift source file"
    case .unknownRules(let ids, let valid):
      let quoted = ids.map { "'\($0)'" }.joined(separator: ", ")
      return "unknown rule \(quoted); valid rules: \(valid.joined(separator: ", "))"
    case .changedOnDisk(let path):
      return "\(path): changed on disk while remodel was working; not written"
    case .readOnly(let path):
      return "\(path): read-only; not written (make it writable to let remodel fix it)"
    case .heldBack(let path, let other):
      return "\(path): not written, because \(other) is fixed together with it and is read-only"
    case .writeFailed(let path, let reason):
      return "\(path): cannot write file: \(reason)"
    case .invalidDeploymentTarget(let text):
      return "invalid deployment target '\(text)'; expected e.g. 'iOS17' or 'iOS17,macOS14'"
    }
  }
}
