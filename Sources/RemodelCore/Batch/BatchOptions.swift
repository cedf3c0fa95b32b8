import Foundation

/// How a batch hands each repository's change to people.
public enum Delivery: Sendable, Hashable {
  /// `DIR/<name>.patch`, a `git apply`-able diff; the repository is not touched.
  case patch
  /// One commit on a new branch made from HEAD in a temporary worktree; the checkout is not
  /// touched.
  case commit(branch: String)
  /// The working tree's files are rewritten; nothing is committed.
  case inPlace

  public static let defaultBranch = "remodel/migration"

  /// `patch`, `commit` or `in-place`, as recorded in results.
  public var kind: String {
    switch self {
    case .patch: "patch"
    case .commit: "commit"
    case .inPlace: "in-place"
    }
  }

  public var branch: String? {
    if case .commit(let branch) = self { return branch }
    return nil
  }
}

/// What decides a repository's result besides its HEAD: a resumed run reuses a result only when
/// this is equal.
public struct RuleSelection: Codable, Sendable, Hashable {
  /// Rule ids in the order they run.
  public var rules: [String]
  public var unsafeFixes: Bool
  public var excludes: [String]
  /// `--assume-deployment-target` as given; absent from results of earlier versions.
  public var assumedDeploymentTarget: String?

  public init(
    rules: [String], unsafeFixes: Bool, excludes: [String], assumedDeploymentTarget: String? = nil
  ) {
    self.rules = rules
    self.unsafeFixes = unsafeFixes
    self.excludes = excludes
    self.assumedDeploymentTarget = assumedDeploymentTarget
  }
}

/// Everything `remodel batch` was asked to do.
public struct BatchOptions: Sendable {
  /// Repository paths as given, in order, before sharding.
  public var repositories: [String]
  public var outputDirectory: URL
  public var delivery: Delivery
  public var allowDirty: Bool
  public var resume: Bool
  public var shard: Shard?
  /// Repositories migrated at a time.
  public var jobs: Int
  public var rules: [any Rule]
  /// As in `RunOptions`: how each repository's `.remodel.json` combines with the flags.
  public var ruleListIsExplicit: Bool
  public var disabledRuleIDs: Set<String>
  public var unsafeFixes: Bool
  public var excludePatterns: [String]
  /// Overrides the deployment targets found in the repositories' manifests and projects.
  public var assumedDeploymentTarget: DeploymentTarget?
  /// What relative repository and output paths are resolved against.
  public var workingDirectory: URL

  public init(
    repositories: [String], outputDirectory: URL, delivery: Delivery = .patch,
    allowDirty: Bool = false, resume: Bool = false, shard: Shard? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    rules: [any Rule] = RuleRegistry.all.filter(\.isEnabledByDefault), unsafeFixes: Bool = false,
    excludePatterns: [String] = [], assumedDeploymentTarget: DeploymentTarget? = nil,
    workingDirectory: URL = FileSystem.currentDirectory, ruleListIsExplicit: Bool = false,
    disabledRuleIDs: Set<String> = []
  ) {
    self.ruleListIsExplicit = ruleListIsExplicit
    self.disabledRuleIDs = disabledRuleIDs
    self.repositories = repositories
    self.outputDirectory = outputDirectory
    self.delivery = delivery
    self.allowDirty = allowDirty
    self.resume = resume
    self.shard = shard
    self.jobs = jobs
    self.rules = rules
    self.unsafeFixes = unsafeFixes
    self.excludePatterns = excludePatterns
    self.assumedDeploymentTarget = assumedDeploymentTarget
    self.workingDirectory = workingDirectory
  }

  public var selection: RuleSelection {
    RuleSelection(
      rules: rules.map(\.id), unsafeFixes: unsafeFixes, excludes: excludePatterns,
      assumedDeploymentTarget: assumedDeploymentTarget?.description)
  }

  /// Rejects what no repository could be migrated with.
  public func validate() throws(BatchError) {
    guard !repositories.isEmpty else { throw .noRepositories }
    guard jobs >= 1 else { throw .invalidJobs(jobs) }
    if let branch = delivery.branch, !Git.isValidBranchName(branch) {
      throw .invalidBranchName(branch)
    }
  }
}
