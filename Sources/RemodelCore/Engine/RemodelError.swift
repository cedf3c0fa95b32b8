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
  /// A `.remodel.json` that cannot be used; `at` is `line:column`.
  case invalidConfiguration(path: String, at: String, reason: String)
  /// `remodel init` would replace an existing configuration.
  case configurationExists(path: String)
  case invalidBaseline(path: String, reason: String)
  /// `--since`: a scanned path outside any git checkout.
  case notInGitRepository(path: String)
  case unknownGitRef(ref: String, repository: String)
  case gitFailed(repository: String, reason: String)

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
    case .invalidConfiguration(let path, let position, let reason):
      return "\(path):\(position): \(reason)"
    case .configurationExists(let path):
      return "\(path): already exists; use --force to replace it"
    case .invalidBaseline(let path, let reason):
      return "\(path): not a remodel baseline: \(reason)"
    case .notInGitRepository(let path):
      return "\(path): not in a git repository, so --since cannot tell which lines changed"
    case .unknownGitRef(let ref, let repository):
      return "\(repository): unknown git revision '\(ref)' for --since"
    case .gitFailed(let repository, let reason):
      return "\(repository): git failed: \(reason)"
    }
  }
}
