import Foundation

/// Runs `git` for the batch. Every call names its repository with `-C`, inherits no `GIT_*`
/// variable that could point it elsewhere, reads nothing from standard input and never takes
/// optional locks, so looking at a checkout does not rewrite its index.
public struct Git: Sendable {
  public typealias Output = Subprocess.Result

  /// The checkout every command runs in.
  public let directory: URL

  public init(_ directory: URL) {
    self.directory = directory
  }

  /// Runs `git -C directory arguments…` to completion.
  public func run(_ arguments: [String]) -> Output {
    Self.execute(["-C", directory.path, "--no-optional-locks"] + arguments)
  }

  /// Runs a command and returns its trimmed output, or throws with git's own message.
  @discardableResult
  public func checked(_ arguments: [String]) throws(BatchError) -> String {
    let result = run(arguments)
    guard result.status == 0 else {
      let reason = result.error.trimmingCharacters(in: .whitespacesAndNewlines)
      throw .gitFailed(
        command: Self.commandName(arguments),
        reason: reason.isEmpty ? "exit status \(result.status)" : reason)
    }
    return result.text
  }

  /// The commit HEAD points at, or nil in a repository without commits.
  public func head() -> String? {
    let result = run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])
    return result.status == 0 ? result.text : nil
  }

  /// `git status --porcelain -z`: empty when the working tree and index match HEAD and nothing
  /// untracked (and not ignored) lies around.
  public func status() throws(BatchError) -> [UInt8] {
    let result = run(["status", "--porcelain=v1", "-z"])
    guard result.status == 0 else {
      throw .gitFailed(command: "status", reason: result.error.trimmingCharacters(in: .newlines))
    }
    return result.output
  }

  /// A stable digest of the working tree's state relative to HEAD: equal digests mean the same
  /// paths differ from HEAD in the same way. A clean tree always has the same digest.
  public func workingTreeDigest(status: [UInt8]) -> String {
    guard !status.isEmpty else { return StableHash.hex(of: []) }
    let diff = run(["diff", "HEAD", "--binary", "--no-ext-diff", "--no-textconv"]).output
    return StableHash.hex(of: status + [0] + diff)
  }

  public func branchExists(_ name: String) -> Bool {
    run(["rev-parse", "--verify", "--quiet", "refs/heads/\(name)"]).status == 0
  }

  /// The commit a branch points at, or nil when it does not exist.
  public func branchCommit(_ name: String) -> String? {
    let result = run(["rev-parse", "--verify", "--quiet", "refs/heads/\(name)^{commit}"])
    return result.status == 0 ? result.text : nil
  }

  /// `-c` options giving commits an identity when the repository has none configured (CI
  /// machines often do not); a configured identity is always used as it is.
  public func fallbackIdentity() -> [String] {
    var options: [String] = []
    if run(["config", "user.name"]).text.isEmpty { options += ["-c", "user.name=Remodel"] }
    if run(["config", "user.email"]).text.isEmpty {
      options += ["-c", "user.email=remodel@localhost"]
    }
    return options
  }

  /// The subcommand and its first argument, without global options such as `-c key=value`.
  static func commandName(_ arguments: [String]) -> String {
    var words: [String] = []
    var index = 0
    while index < arguments.count, words.count < 2 {
      let argument = arguments[index]
      if argument == "-c" {
        index += 2
        continue
      }
      if !argument.hasPrefix("-") || !words.isEmpty { words.append(argument) }
      index += 1
    }
    return words.joined(separator: " ")
  }

  /// Whether `name` is acceptable as a branch name; needs no repository.
  public static func isValidBranchName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix("-")
      && execute(["check-ref-format", "refs/heads/\(name)"]).status == 0
  }

  /// Variables that would send git to another repository, index or work tree than `-C` names.
  private static let redirectingVariables: Set<String> = [
    "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
    "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX",
    "GIT_CEILING_DIRECTORIES", "GIT_DISCOVERY_ACROSS_FILESYSTEM",
  ]

  private static func execute(_ arguments: [String]) -> Output {
    var environment = ProcessInfo.processInfo.environment.filter {
      !redirectingVariables.contains($0.key)
    }
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["LC_ALL"] = "C"
    do {
      return try Subprocess.run("git", arguments, environment: environment)
    } catch {
      return Output(status: 127, output: [], error: "cannot run git: \(FileSystem.describe(error))")
    }
  }
}

extension Subprocess.Result {
  /// Standard output without surrounding white space, as git prints one value.
  public var text: String { outputText.trimmingCharacters(in: .whitespacesAndNewlines) }
}
