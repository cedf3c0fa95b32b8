import Foundation
import RemodelCore
import Testing

/// Throw-away git repositories made from `Fixtures/` trees, and snapshots of everything a batch
/// must leave alone in them.
enum GitFixture {
  static let demo = TestSupport.fixturesRoot.appendingPathComponent("Demo")
  /// One view that creates its `@ObservedObject`: one file, one fix.
  static let basic = TestSupport.fixturesRoot.appendingPathComponent(
    "observed-object-owned/basic/before")
  /// Value types only: nothing to fix.
  static let clean = TestSupport.fixturesRoot.appendingPathComponent(
    "state-observable-object/value-type/before")

  /// Fixture commits never depend on the machine's git identity.
  static let identity = ["-c", "user.name=Fixture", "-c", "user.email=fixture@example.com"]

  /// Copies `tree` to `destination` and commits it as the first commit of branch `main`.
  @discardableResult
  static func repository(from tree: URL, at destination: URL) throws -> URL {
    try TestSupport.copyTree(tree, to: destination)
    try git(["init", "-q", "-b", "main"], in: destination)
    try commitAll(in: destination, message: "initial")
    return destination
  }

  static func commitAll(in repository: URL, message: String) throws {
    try git(["add", "-A"], in: repository)
    try git(identity + ["commit", "-q", "-m", message], in: repository)
  }

  /// Runs git and returns its trimmed output, failing the test when it fails.
  @discardableResult
  static func git(_ arguments: [String], in directory: URL) throws -> String {
    let result = try TestSupport.run("git", arguments, in: directory)
    #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.error)")
    return result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Every file of the working tree except the `.git` directory.
  static func workingTree(_ repository: URL) throws -> [String: [UInt8]] {
    try TestSupport.readTree(repository).filter { !$0.key.hasPrefix(".git/") && $0.key != ".git" }
  }

  /// What the user sees of a checkout: HEAD, the checked-out branch, the index, the status,
  /// the working tree bytes, the branches and the worktrees.
  struct Snapshot: Equatable {
    let head: String
    let branch: String
    let status: String
    let index: String
    let indexBytes: [UInt8]
    let files: [String: [UInt8]]
    let branches: String
    let worktrees: String
  }

  static func snapshot(_ repository: URL) throws -> Snapshot {
    Snapshot(
      head: try git(["rev-parse", "HEAD"], in: repository),
      branch: try git(["symbolic-ref", "HEAD"], in: repository),
      status: try git(["--no-optional-locks", "status", "--porcelain"], in: repository),
      index: try git(["ls-files", "-s"], in: repository),
      indexBytes: Array(try Data(contentsOf: repository.appendingPathComponent(".git/index"))),
      files: try workingTree(repository),
      branches: try git(["branch", "--list", "--format=%(refname) %(objectname)"], in: repository),
      worktrees: try git(["worktree", "list", "--porcelain"], in: repository))
  }

  /// A copy of the repository (history included) with `remodel fix` applied to its working tree.
  static func fixedCopy(of repository: URL) throws -> URL {
    let copy = try TestSupport.temporaryDirectory("remodel-fixed")
      .appendingPathComponent(repository.lastPathComponent)
    try TestSupport.copyTree(repository, to: copy)
    let recorder = TestSupport.Recorder()
    let options = RunOptions(
      paths: ["."], rules: try RuleRegistry.select(only: nil, disabled: []),
      workingDirectory: copy)
    #expect(Modes.fix(options, console: recorder.console) == 0, "\(recorder.error)")
    return copy
  }
}
