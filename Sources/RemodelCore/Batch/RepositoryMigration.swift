import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Migrates one repository: checks it is a clean checkout, runs the engine with every guard of
/// `fix`, and delivers the change as a patch, a branch or files in place. Never throws: whatever
/// goes wrong becomes a `failed` result with the reason.
struct RepositoryMigration {
  let repository: Repository
  let options: BatchOptions
  /// Files processed in parallel inside this repository.
  let engineJobs: Int

  private var git: Git { Git(repository.url) }
  private var displayPath: String { repository.url.path }

  func run() -> RepositoryResult {
    let start = DispatchTime.now().uptimeNanoseconds
    var result = RepositoryResult(
      position: repository.position, name: repository.name, path: displayPath, status: .failed,
      delivery: options.delivery.kind, selection: options.selection)
    do throws(BatchError) {
      if let resumed = try migrate(&result) { return resumed }
    } catch {
      result.status = .failed
      result.reason = error.description
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    result.durationSeconds = (elapsed * 1000).rounded() / 1000
    return result
  }

  /// Fills `result`, or returns an earlier result that `--resume` may reuse.
  private func migrate(_ result: inout RepositoryResult) throws(BatchError) -> RepositoryResult? {
    try checkCheckout()
    guard let head = git.head() else { throw .noCommits(path: displayPath) }
    result.head = head
    let status = try git.status()
    result.workingTreeClean = status.isEmpty
    let digest = git.workingTreeDigest(status: status)
    result.workingTreeDigest = digest
    if options.resume, let previous = reusableResult(head: head, digest: digest) {
      return previous
    }
    guard status.isEmpty || options.allowDirty else {
      result.status = .skippedDirty
      result.reason =
        "the working tree has uncommitted or untracked changes; commit or stash them, "
        + "or pass --allow-dirty"
      return nil
    }
    switch options.delivery {
    case .patch: try writePatch(&result)
    case .inPlace: try writeInPlace(&result)
    case .commit(let branch): try commit(on: branch, from: head, &result)
    }
    return nil
  }

  private func checkCheckout() throws(BatchError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: repository.url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw .noSuchDirectory(path: displayPath) }
    let topLevel = git.run(["rev-parse", "--show-toplevel"])
    guard topLevel.status == 0, !topLevel.text.isEmpty else {
      throw .notAGitCheckout(path: displayPath)
    }
    guard Self.realPath(topLevel.text) == Self.realPath(repository.url.path) else {
      throw .notTopLevel(path: displayPath, topLevel: topLevel.text)
    }
  }

  private func engine(in directory: URL) -> RunReport {
    Engine(
      options: RunOptions(
        paths: ["."], excludePatterns: options.excludePatterns, rules: options.rules,
        unsafeFixes: options.unsafeFixes, jobs: engineJobs, workingDirectory: directory,
        assumedDeploymentTarget: options.assumedDeploymentTarget,
        ruleListIsExplicit: options.ruleListIsExplicit, disabledRuleIDs: options.disabledRuleIDs)
    ).fix()
  }

  private func writePatch(_ result: inout RepositoryResult) throws(BatchError) {
    let report = engine(in: repository.url)
    result.record(report)
    guard !report.changes.isEmpty else {
      result.status = .clean
      return
    }
    let patch = report.changes.flatMap { $0.diff() }
    let name = "\(repository.name).patch"
    try BatchOutput.write(patch, to: options.outputDirectory.appendingPathComponent(name))
    result.patch = name
    result.status = .changed
  }

  private func writeInPlace(_ result: inout RepositoryResult) throws(BatchError) {
    let report = engine(in: repository.url)
    result.record(report)
    let failures = Self.write(report, into: &result)
    result.filesChanged = report.changes.count - failures
    result.workingTreeDigest = git.workingTreeDigest(status: try git.status())
    if failures > 0 {
      result.status = .failed
      result.reason =
        "\(failures) of \(report.changes.count) changed files could not be written; "
        + "the others were"
    } else {
      result.status = report.changes.isEmpty ? .clean : .changed
    }
  }

  /// Writes every changed file as `fix` does; returns how many files were not written.
  private static func write(_ report: RunReport, into result: inout RepositoryResult) -> Int {
    let errors = report.writeChanges().errors
    result.problems += errors.map { .init(severity: "error", message: $0.description) }
    return errors.count
  }

  /// Commits the change on a new branch without touching the checkout: a detached worktree of
  /// HEAD in a temporary directory receives the files and the commit, the branch is created at
  /// that commit, and the worktree is removed.
  private func commit(
    on branch: String, from head: String, _ result: inout RepositoryResult
  ) throws(BatchError) {
    guard !git.branchExists(branch) else { throw .branchExists(name: branch) }
    let temporary = try Self.makeTemporaryDirectory()
    let worktree = temporary.appendingPathComponent("worktree", isDirectory: true)
    defer {
      _ = git.run(["worktree", "remove", "--force", worktree.path])
      _ = git.run(["worktree", "prune"])
      try? FileManager.default.removeItem(at: temporary)
    }
    try git.checked(
      [
        "-c", "core.hooksPath=/dev/null", "worktree", "add", "--detach", "--quiet", worktree.path,
        head,
      ])
    let report = engine(in: worktree)
    result.record(report)
    guard !report.changes.isEmpty else {
      result.status = .clean
      return
    }
    let failures = Self.write(report, into: &result)
    guard failures == 0 else {
      throw .writeFailed(
        reason: "\(failures) changed files could not be written in the temporary worktree")
    }
    let worktreeGit = Git(worktree)
    try worktreeGit.checked(
      ["--literal-pathspecs", "add", "--"] + report.changes.map(\.path))
    try worktreeGit.checked(
      git.fallbackIdentity() + [
        "-c", "core.hooksPath=/dev/null", "commit", "--quiet", "--no-verify", "-m",
        Self.commitMessage(result),
      ])
    let commit = try worktreeGit.checked(["rev-parse", "HEAD"])
    try git.checked(["branch", branch, commit])
    result.branch = branch
    result.commit = commit
    result.status = .changed
  }

  /// `remodel: migrate N files`, a blank line, then `rule-id: K fixes` per rule in run order.
  static func commitMessage(_ result: RepositoryResult) -> String {
    let files = result.filesChanged
    var lines = ["remodel: migrate \(files) \(files == 1 ? "file" : "files")", ""]
    for rule in result.selection.rules {
      guard let count = result.fixes[rule], count > 0 else { continue }
      lines.append("\(rule): \(count) \(count == 1 ? "fix" : "fixes")")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The earlier result for this repository when it still describes it: same HEAD, rule
  /// selection and delivery; a working tree that was clean then and is as that run left it; and
  /// the delivered patch or branch still in place. Failed and skipped repositories run again.
  private func reusableResult(head: String, digest: String) -> RepositoryResult? {
    let url = BatchOutput.resultURL(for: repository.name, in: options.outputDirectory)
    guard let data = FileManager.default.contents(atPath: url.path),
      var previous = RepositoryResult.decode(data),
      previous.path == displayPath, previous.head == head,
      previous.selection == options.selection, previous.delivery == options.delivery.kind,
      previous.status == .changed || previous.status == .clean,
      previous.workingTreeClean == true, previous.workingTreeDigest == digest
    else { return nil }
    if previous.status == .changed {
      switch options.delivery {
      case .patch:
        let patch = options.outputDirectory.appendingPathComponent("\(repository.name).patch")
        guard previous.patch != nil, FileManager.default.fileExists(atPath: patch.path) else {
          return nil
        }
      case .commit(let branch):
        guard previous.branch == branch, let commit = previous.commit,
          git.branchCommit(branch) == commit
        else { return nil }
      case .inPlace:
        break
      }
    }
    previous.position = repository.position
    previous.name = repository.name
    previous.resumed = true
    return previous
  }

  private static func makeTemporaryDirectory() throws(BatchError) -> URL {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/remodel-batch-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else {
      throw .writeFailed(
        reason: "cannot create a temporary directory: \(String(cString: strerror(errno)))")
    }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  private static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
