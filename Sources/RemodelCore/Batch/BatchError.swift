/// Why a batch cannot start, or why one repository could not be migrated; each reason names what it
/// is about so it can stand alone in a summary.
public enum BatchError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidShard(String)
  case invalidJobs(Int)
  case invalidBranchName(String)
  case conflictingDelivery
  case branchWithoutCommit
  case noRepositories
  case missingOutput
  case unreadableList(path: String, reason: String)
  case outputNotWritable(path: String, reason: String)
  case unreadableSummary(path: String, reason: String)
  case noSuchDirectory(path: String)
  case notAGitCheckout(path: String)
  case notTopLevel(path: String, topLevel: String)
  case noCommits(path: String)
  case branchExists(name: String)
  case gitFailed(command: String, reason: String)
  case writeFailed(reason: String)

  public var description: String {
    switch self {
    case .invalidShard(let value):
      return "invalid shard '\(value)': expected I/N with 1 <= I <= N, such as 2/5"
    case .invalidJobs(let value):
      return "invalid job count \(value): expected 1 or more"
    case .invalidBranchName(let name):
      return "'\(name)' is not a valid branch name"
    case .conflictingDelivery:
      return "--commit and --in-place cannot be combined"
    case .branchWithoutCommit:
      return "--branch needs --commit"
    case .noRepositories:
      return "no repositories given: name them as arguments or in --repos-file"
    case .missingOutput:
      return "--output DIR is required"
    case .unreadableList(let path, let reason):
      return "\(path): cannot read repository list: \(reason)"
    case .outputNotWritable(let path, let reason):
      return "\(path): cannot write output: \(reason)"
    case .unreadableSummary(let path, let reason):
      return "\(path): cannot read batch summary: \(reason)"
    case .noSuchDirectory(let path):
      return "\(path): no such directory"
    case .notAGitCheckout(let path):
      return "\(path): not a git checkout"
    case .notTopLevel(let path, let topLevel):
      return "\(path): not the top level of its git checkout (that is \(topLevel))"
    case .noCommits(let path):
      return "\(path): the repository has no commits yet"
    case .branchExists(let name):
      return "branch '\(name)' already exists; delete it or pass another --branch"
    case .gitFailed(let command, let reason):
      return "'git \(command)' failed: \(reason)"
    case .writeFailed(let reason):
      return reason
    }
  }
}
