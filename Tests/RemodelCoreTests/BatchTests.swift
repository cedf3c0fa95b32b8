import Foundation
import RemodelCore
import Testing

/// `remodel batch` and `remodel batch-report` over throw-away git repositories made from
/// `Fixtures/` trees.
@Suite struct BatchTests {
  /// A workspace with the repositories of a campaign, each made from a fixture tree.
  struct Workspace {
    let root: URL
    let output: URL

    init() throws {
      root = try TestSupport.temporaryDirectory("remodel-batch")
      output = root.appendingPathComponent("out", isDirectory: true)
    }

    @discardableResult
    func repository(_ path: String, from tree: URL = GitFixture.basic) throws -> URL {
      try GitFixture.repository(from: tree, at: root.appendingPathComponent(path))
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Runs a batch over `paths` (relative to the workspace) and returns its exit status, its
    /// results as `summary.json` has them, and what it printed.
    func batch(
      _ paths: [String], delivery: Delivery = .patch, resume: Bool = false, shard: Shard? = nil,
      jobs: Int = 2, rules: [String]? = nil, output: URL? = nil, allowDirty: Bool = false
    ) throws -> (status: Int32, results: [RepositoryResult], console: TestSupport.Recorder) {
      let recorder = TestSupport.Recorder()
      let options = BatchOptions(
        repositories: paths, outputDirectory: output ?? self.output, delivery: delivery,
        allowDirty: allowDirty, resume: resume, shard: shard, jobs: jobs,
        rules: try RuleRegistry.select(only: rules, disabled: []), workingDirectory: root)
      let status = BatchRun(options: options).perform(console: recorder.console)
      let results = try BatchOutput.readSummary(in: output ?? self.output)
      return (status, results, recorder)
    }
  }

  private static func byName(_ results: [RepositoryResult]) -> [String: RepositoryResult] {
    Dictionary(uniqueKeysWithValues: results.map { ($0.name, $0) })
  }

  @Test func defaultModeWritesPatchesThatApplyAndEqualFixAndTouchesNothing() throws {
    let space = try Workspace()
    try space.repository("clean", from: GitFixture.clean)
    try space.repository("Demo", from: GitFixture.demo)
    try space.repository("dirty")
    try TestSupport.write("// edited\n", to: space.url("dirty/Notes.swift"))
    try FileManager.default.createDirectory(
      at: space.url("plain"), withIntermediateDirectories: true)
    try space.repository("unparsable")
    try TestSupport.write(
      "struct Broken {\n  var x: = \n", to: space.url("unparsable/Broken.swift"))
    try GitFixture.commitAll(in: space.url("unparsable"), message: "broken file")
    try space.repository("a/App")
    try space.repository("b/App")
    let list = [
      "clean", "Demo", "dirty", "plain", "unparsable", "a/App", "b/App", "Demo/Features", "gone",
    ]
    let gitRepositories = ["clean", "Demo", "dirty", "unparsable", "a/App", "b/App"]
    let before = try gitRepositories.map { try GitFixture.snapshot(space.url($0)) }

    let run = try space.batch(list)

    #expect(run.status == 2)
    #expect(
      run.results.map(\.name) == [
        "clean", "Demo", "dirty", "plain", "unparsable", "a-App", "b-App", "Features", "gone",
      ])
    #expect(run.results.map(\.position) == Array(1...list.count))
    let results = Self.byName(run.results)
    #expect(results["clean"]?.status == .clean)
    #expect(results["clean"]?.patch == nil)
    #expect(results["Demo"]?.status == .changed)
    #expect(results["dirty"]?.status == .skippedDirty)
    #expect(results["plain"]?.status == .failed)
    #expect(results["plain"]?.reason?.hasSuffix("plain: not a git checkout") == true)
    #expect(results["Features"]?.status == .failed)
    #expect(results["Features"]?.reason?.contains("not the top level") == true)
    #expect(results["gone"]?.reason?.hasSuffix("gone: no such directory") == true)
    let unparsable = try #require(results["unparsable"])
    #expect(unparsable.status == .changed)
    #expect(unparsable.filesChanged == 1)
    #expect(
      unparsable.problems == [
        .init(
          severity: "warning",
          message:
            "Broken.swift: does not parse as Swift (line 2: expected type in type annotation); file skipped"
        )
      ])
    #expect(results["a-App"]?.patch == "a-App.patch")
    #expect(results["b-App"]?.patch == "b-App.patch")

    let demo = try #require(results["Demo"])
    let demoFindings = Engine(
      options: RunOptions(
        paths: ["."], rules: try RuleRegistry.select(only: nil, disabled: []),
        workingDirectory: space.url("Demo"))
    ).fix()
    #expect(demo.filesChanged == demoFindings.changes.count)
    #expect(demo.fixCount == demoFindings.appliedFixes.count)
    #expect(demo.leftForHumanCount == demoFindings.remainingFindings.count)
    #expect(demo.filesScanned == demoFindings.filesScanned)
    #expect(demo.head == (try GitFixture.git(["rev-parse", "HEAD"], in: space.url("Demo"))))

    for (path, snapshot) in zip(gitRepositories, before) {
      #expect(try GitFixture.snapshot(space.url(path)) == snapshot, "\(path) was touched")
    }
    for result in run.results where result.status == .changed {
      let repository = URL(fileURLWithPath: result.path)
      let patched = try TestSupport.temporaryDirectory().appendingPathComponent(result.name)
      try TestSupport.copyTree(repository, to: patched)
      let patch = space.output.appendingPathComponent(try #require(result.patch))
      let applied = try TestSupport.run("git", ["apply", patch.path], in: patched)
      #expect(applied.status == 0, "\(result.name): \(applied.error)")
      #expect(
        try GitFixture.workingTree(patched)
          == GitFixture.workingTree(try GitFixture.fixedCopy(of: repository)), "\(result.name)")
    }
    let patches = try FileManager.default.contentsOfDirectory(atPath: space.output.path)
      .filter { $0.hasSuffix(".patch") }.sorted()
    #expect(patches == ["Demo.patch", "a-App.patch", "b-App.patch", "unparsable.patch"])
    for result in run.results {
      #expect(
        FileManager.default.fileExists(
          atPath: BatchOutput.resultURL(for: result.name, in: space.output).path))
    }

    let markdown = try String(
      contentsOf: space.output.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(markdown.contains(BatchSummary.table(run.results)))
    #expect(markdown.contains("## Needs a human"))
    let open = try #require(demoFindings.remainingFindings.first)
    #expect(markdown.contains("`\(open.path):\(open.line)`: \(open.message)"))
    #expect(
      markdown.contains(
        "- warning: Broken.swift: does not parse as Swift (line 2: expected type in type annotation); file skipped"
      ))
    #expect(markdown.contains("- skipped-dirty: the working tree has uncommitted"))
    #expect(run.console.outputText == BatchSummary.table(run.results))
    #expect(
      run.console.outputText.contains(
        "9 repositories: 4 changed, 1 clean, 1 skipped-dirty, 3 failed;"))
  }

  @Test func exitStatusIsZeroWhenNothingChangedAndOneWhenSomethingChanged() throws {
    let space = try Workspace()
    try space.repository("clean", from: GitFixture.clean)
    try space.repository("basic")
    try space.repository("dirty")
    try TestSupport.write("// new\n", to: space.url("dirty/New.swift"))
    #expect(try space.batch(["clean"]).status == 0)
    #expect(try space.batch(["clean", "dirty"]).status == 0)
    let changed = try space.batch(["clean", "basic", "./basic"])
    #expect(changed.status == 1)
    #expect(changed.results.map(\.name) == ["clean", "basic"])
    #expect(
      changed.console.error.contains(
        "remodel: warning: ./basic: listed more than once; migrated once"))
    let emptyShard = try space.batch(["clean", "basic"], shard: try Shard(index: 3, count: 3))
    #expect(emptyShard.status == 0)
    #expect(emptyShard.results.isEmpty)
    #expect(
      emptyShard.console.outputText.hasSuffix(
        "\n0 repositories; 0 fixes applied, 0 findings left for a human\n"))
    let allowed = try space.batch(["dirty"], allowDirty: true)
    #expect(allowed.status == 1)
    #expect(allowed.results.first?.workingTreeClean == false)
  }

  @Test func commitLeavesTheCheckoutByteIdenticalAndAddsOneCommitEqualToFix() throws {
    let space = try Workspace()
    try space.repository("Demo", from: GitFixture.demo)
    try space.repository("clean", from: GitFixture.clean)
    try space.repository("unparsable")
    try TestSupport.write("struct Broken {\n", to: space.url("unparsable/Broken.swift"))
    try GitFixture.commitAll(in: space.url("unparsable"), message: "broken file")
    // A dirty checkout migrated anyway: the branch is made from HEAD, the edit stays put.
    try space.repository("edited")
    try TestSupport.write("// work in progress\n", to: space.url("edited/Draft.swift"))
    let paths = ["Demo", "clean", "unparsable", "edited"]
    let before = try paths.map { try GitFixture.snapshot(space.url($0)) }

    let run = try space.batch(
      paths, delivery: .commit(branch: Delivery.defaultBranch), allowDirty: true)

    #expect(run.status == 1)
    #expect(run.results.map(\.status) == [.changed, .clean, .changed, .changed])
    for (path, snapshot) in zip(paths, before) {
      let after = try GitFixture.snapshot(space.url(path))
      #expect(after.head == snapshot.head, "\(path)")
      #expect(after.branch == snapshot.branch, "\(path)")
      #expect(after.status == snapshot.status, "\(path)")
      #expect(after.index == snapshot.index, "\(path)")
      #expect(after.indexBytes == snapshot.indexBytes, "\(path)")
      #expect(after.files == snapshot.files, "\(path)")
      #expect(after.worktrees == snapshot.worktrees, "\(path)")
    }
    #expect(
      try GitFixture.git(["branch", "--list", Delivery.defaultBranch], in: space.url("clean"))
        .isEmpty)
    for result in run.results where result.status == .changed {
      let repository = URL(fileURLWithPath: result.path)
      let branch = Delivery.defaultBranch
      #expect(result.branch == branch)
      #expect(result.commit == (try GitFixture.git(["rev-parse", branch], in: repository)))
      #expect(
        try GitFixture.git(["rev-list", "--count", "HEAD..\(branch)"], in: repository) == "1")
      #expect(
        try GitFixture.git(["rev-parse", "\(branch)^"], in: repository) == result.head)
      let fixed = try GitFixture.fixedCopy(of: repository)
      if result.name == "edited" {
        try FileManager.default.removeItem(at: fixed.appendingPathComponent("Draft.swift"))
      }
      try GitFixture.git(["add", "-A"], in: fixed)
      #expect(
        try GitFixture.git(["write-tree"], in: fixed)
          == GitFixture.git(["rev-parse", "\(branch)^{tree}"], in: repository), "\(result.name)")
      let message = try GitFixture.git(["log", "-1", "--format=%B", branch], in: repository)
      var expected = [
        "remodel: migrate \(result.filesChanged) file\(result.filesChanged == 1 ? "" : "s")", "",
      ]
      for rule in result.selection.rules {
        guard let count = result.fixes[rule] else { continue }
        expected.append("\(rule): \(count) fix\(count == 1 ? "" : "es")")
      }
      #expect(message == expected.joined(separator: "\n"), "\(result.name)")
    }
  }

  @Test func commitNeverOverwritesAnExistingBranch() throws {
    let space = try Workspace()
    let repository = try space.repository("basic")
    try GitFixture.git(["branch", "remodel/migration"], in: repository)
    let head = try GitFixture.git(["rev-parse", "HEAD"], in: repository)

    let refused = try space.batch(["basic"], delivery: .commit(branch: "remodel/migration"))
    #expect(refused.status == 2)
    #expect(refused.results.first?.status == .failed)
    #expect(
      refused.results.first?.reason
        == "branch 'remodel/migration' already exists; delete it or pass another --branch")
    #expect(try GitFixture.git(["rev-parse", "remodel/migration"], in: repository) == head)

    let other = try space.batch(["basic"], delivery: .commit(branch: "campaign/observed"))
    #expect(other.status == 1)
    #expect(other.results.first?.branch == "campaign/observed")
  }

  @Test func commitUsesAFallbackIdentityOnlyWhenTheRepositoryHasNone() throws {
    let space = try Workspace()
    let configured = try space.repository("configured")
    try GitFixture.git(["config", "user.name", "Jane Doe"], in: configured)
    try GitFixture.git(["config", "user.email", "jane@example.com"], in: configured)
    let anonymous = try space.repository("anonymous")
    try GitFixture.git(["config", "user.name", ""], in: anonymous)
    try GitFixture.git(["config", "user.email", ""], in: anonymous)

    let run = try space.batch(
      ["configured", "anonymous"], delivery: .commit(branch: Delivery.defaultBranch))

    #expect(run.status == 1)
    let author = { (repository: URL) in
      try GitFixture.git(
        ["log", "-1", "--format=%an <%ae>", Delivery.defaultBranch], in: repository)
    }
    #expect(try author(configured) == "Jane Doe <jane@example.com>")
    #expect(try author(anonymous) == "Remodel <remodel@localhost>")
  }

  @Test func inPlaceRewritesTheWorkingTreeLikeFixAndCommitsNothing() throws {
    let space = try Workspace()
    let demo = try space.repository("Demo", from: GitFixture.demo)
    let head = try GitFixture.git(["rev-parse", "HEAD"], in: demo)
    let expected = try GitFixture.workingTree(try GitFixture.fixedCopy(of: demo))

    let run = try space.batch(["Demo"], delivery: .inPlace)

    #expect(run.status == 1)
    #expect(run.results.first?.status == .changed)
    #expect(run.results.first?.patch == nil)
    #expect(try GitFixture.workingTree(demo) == expected)
    #expect(try GitFixture.git(["rev-parse", "HEAD"], in: demo) == head)
    #expect(try GitFixture.git(["rev-list", "--all", "--count"], in: demo) == "1")

    let resumed = try space.batch(["Demo"], delivery: .inPlace, resume: true)
    #expect(resumed.results.first?.resumed == true)
    #expect(resumed.results.first?.status == .changed)
    #expect(try GitFixture.workingTree(demo) == expected)
  }

  @Test func resumeReusesUnchangedRepositoriesAndRerunsWhatMoved() throws {
    let space = try Workspace()
    try space.repository("Demo", from: GitFixture.demo)
    try space.repository("clean", from: GitFixture.clean)
    let moving = try space.repository("moving")
    let list = ["Demo", "clean", "moving", "plain"]
    try FileManager.default.createDirectory(
      at: space.url("plain"), withIntermediateDirectories: true)

    let first = try space.batch(list)
    let again = try space.batch(list, resume: true)
    #expect(again.status == first.status)
    #expect(again.results.map(\.resumed) == [true, true, true, false])
    for (old, new) in zip(first.results, again.results) where new.resumed {
      var unmarked = new
      unmarked.resumed = false
      #expect(unmarked == old)
    }
    #expect(again.console.outputText.contains("| Demo (resumed) "))
    #expect(
      FileManager.default.fileExists(atPath: space.output.appendingPathComponent("Demo.patch").path)
    )

    try TestSupport.write("struct Extra {}\n", to: moving.appendingPathComponent("Extra.swift"))
    try GitFixture.commitAll(in: moving, message: "move HEAD")
    let moved = try space.batch(list, resume: true)
    #expect(moved.results.map(\.resumed) == [true, true, false, false])
    #expect(moved.results[2].head == (try GitFixture.git(["rev-parse", "HEAD"], in: moving)))

    try TestSupport.write("// uncommitted\n", to: space.url("clean/Later.swift"))
    let dirtied = try space.batch(list, resume: true)
    #expect(dirtied.results.map(\.resumed) == [true, false, true, false])
    #expect(dirtied.results[1].status == .skippedDirty)
    try FileManager.default.removeItem(at: space.url("clean/Later.swift"))

    try FileManager.default.removeItem(at: space.output.appendingPathComponent("Demo.patch"))
    let patchGone = try space.batch(list, resume: true)
    #expect(patchGone.results.map(\.resumed) == [false, false, true, false])
    #expect(
      FileManager.default.fileExists(atPath: space.output.appendingPathComponent("Demo.patch").path)
    )

    let otherRules = try space.batch(list, resume: true, rules: ["observed-object-owned"])
    #expect(otherRules.results.allSatisfy { !$0.resumed })
  }

  @Test func aRepositoryThatBecomesCleanLosesItsStalePatch() throws {
    let space = try Workspace()
    let repository = try space.repository("basic")
    #expect(try space.batch(["basic"]).status == 1)
    let patch = space.output.appendingPathComponent("basic.patch")
    try GitFixture.git(["apply", patch.path], in: repository)
    try GitFixture.commitAll(in: repository, message: "apply the migration")
    let run = try space.batch(["basic"], resume: true)
    #expect(run.status == 0)
    #expect(run.results.first?.status == .clean)
    #expect(run.results.first?.resumed == false)
    #expect(!FileManager.default.fileExists(atPath: patch.path))
  }

  @Test func shardsPartitionTheListExactly() throws {
    for total in 0...13 {
      let list = Array(0..<total)
      for count in 1...6 {
        let shards = try (1...count).map { try Shard(index: $0, count: count).select(list) }
        #expect(shards.flatMap { $0 }.sorted() == list, "\(total) in \(count)")
        #expect(Set(shards.flatMap { $0 }).count == total, "overlap: \(total) in \(count)")
        for (offset, shard) in shards.enumerated() {
          #expect(shard == Array(stride(from: offset, to: total, by: count)))
        }
      }
    }
    #expect(try Shard(parsing: "2/5") == Shard(index: 2, count: 5))
    #expect(try Shard(parsing: "1/1").description == "1/1")
    for invalid in ["0/2", "3/2", "x", "1/0", "1/", "/2", "-1/2", "1/2/3", " 1/2", "+1/2", ""] {
      #expect(throws: BatchError.invalidShard(invalid)) { try Shard(parsing: invalid) }
    }
  }

  @Test func shardedRunsMergeIntoTheSummaryOfTheWholeList() throws {
    let space = try Workspace()
    try space.repository("clean", from: GitFixture.clean)
    try space.repository("a/App")
    try space.repository("b/App")
    try space.repository("Demo", from: GitFixture.demo)
    try FileManager.default.createDirectory(
      at: space.url("plain"), withIntermediateDirectories: true)
    let list = ["clean", "a/App", "b/App", "Demo", "plain"]

    let whole = try space.batch(list, jobs: 3, output: space.url("whole"))
    let first = try space.batch(
      list, shard: try Shard(index: 1, count: 2), jobs: 1, output: space.url("shard-1"))
    let second = try space.batch(
      list, shard: try Shard(index: 2, count: 2), output: space.url("shard-2"))
    #expect(first.results.map(\.name) == ["clean", "b-App", "plain"])
    #expect(second.results.map(\.name) == ["a-App", "Demo"])
    #expect(first.status == 2)
    #expect(second.status == 1)

    let recorder = TestSupport.Recorder()
    let merged = space.url("merged")
    let status = BatchMerge.perform(
      directories: [space.url("shard-2"), space.url("shard-1")], output: merged,
      console: recorder.console)
    #expect(status == 2)
    let results = try BatchOutput.readSummary(in: merged)
    let strip = { (results: [RepositoryResult]) in
      results.map { result -> RepositoryResult in
        var copy = result
        copy.durationSeconds = 0
        return copy
      }
    }
    #expect(strip(results) == strip(whole.results))
    #expect(recorder.outputText == BatchSummary.table(results))
    for name in ["a-App", "b-App", "Demo"] {
      #expect(
        FileManager.default.contents(atPath: merged.appendingPathComponent("\(name).patch").path)
          == FileManager.default.contents(
            atPath: space.url("whole").appendingPathComponent("\(name).patch").path), "\(name)")
    }
    let unreadable = TestSupport.Recorder()
    #expect(
      BatchMerge.perform(
        directories: [space.url("shard-2"), space.url("missing")], output: nil,
        console: unreadable.console) == 2)
    #expect(unreadable.error.contains("missing/summary.json: cannot read batch summary"))
    #expect(
      BatchMerge.perform(
        directories: [space.url("shard-2")], output: nil, console: TestSupport.Recorder().console)
        == 1)
  }

  @Test func repositoryListSkipsCommentsAndBlankLines() {
    let text = "# campaign\n\napps/One\n  apps/Two  \n\t# indented comment\r\npackages/Three\r\n"
    #expect(RepositoryList.parse(text) == ["apps/One", "apps/Two", "packages/Three"])
  }

  @Test func namesAreUniqueIgnoringCaseAndDependOnlyOnTheList() {
    let urls = [
      "/src/App", "/work/a/App", "/other/a/App", "/z/Tool", "/w/tool", "/p/b-c", "/b/c", "/x/c",
    ].map { URL(fileURLWithPath: $0) }
    let names = RepositoryList.names(for: urls)
    #expect(names == RepositoryList.names(for: urls))
    #expect(Set(names.map { $0.lowercased() }).count == names.count, "\(names)")
    #expect(names[0] == "src-App")
    #expect(names[1].hasPrefix("a-App-") && names[1].count == "a-App-".count + 8)
    #expect(names[3] == "z-Tool")
    #expect(names[4] == "w-tool")
    #expect(RepositoryList.names(for: [URL(fileURLWithPath: "/x/One")]) == ["One"])
  }

  @Test func progressLineFitsTheWidthAndIsSilentWhenDisabled() {
    let line = BatchProgress.line(
      started: 12, finished: 10, total: 40, name: "a-very-long-repository-name-indeed",
      width: 50)
    #expect(line.hasPrefix("[12/40] █████░░░░░░░░░░░░░░░ a-very"))
    #expect(line.hasSuffix("… …"))
    #expect(line.count <= 49)
    #expect(
      BatchProgress.line(started: 1, finished: 0, total: 3, name: "App", width: 80)
        == "[1/3] ░░░░░░░░░░░░░░░░░░░░ App …")
  }

  @Test func progressIsDrawnOnATerminalOnly() throws {
    let space = try Workspace()
    try space.repository("basic")
    let drawn = TestSupport.Recorder()
    let recorder = TestSupport.Recorder()
    let console = drawn.console
    let options = BatchOptions(
      repositories: ["basic"], outputDirectory: space.output, workingDirectory: space.root)
    _ = BatchRun(options: options).perform(
      console: recorder.console,
      progress: BatchProgress(width: 80) { console.writeError($0) })
    #expect(drawn.error.contains("\r\u{1B}[2K[1/1] ░░░░░░░░░░░░░░░░░░░░ basic …"))
    #expect(drawn.error.contains("[1/1] ████████████████████ basic …"))
    #expect(!recorder.error.contains("\r"))
  }

  @Test func commandLineExitStatusesAndUsageErrors() throws {
    let space = try Workspace()
    try space.repository("clean", from: GitFixture.clean)
    try space.repository("basic")
    try TestSupport.write("# repositories\nclean\n\nbasic\n", to: space.url("repos.txt"))
    let remodel = { (arguments: [String]) in
      try TestSupport.run(TestSupport.executable.path, arguments, in: space.root)
    }

    let run = try remodel(["batch", "--repos-file", "repos.txt", "--output", "out"])
    #expect(run.status == 1, "\(run.error)")
    #expect(run.outputText.hasPrefix("| repository | status  |"))
    #expect(run.outputText.contains("| basic      | changed |"))
    #expect(!run.error.contains("\r"), "no progress when standard error is not a terminal")
    #expect(try remodel(["batch", "clean", "--output", "out-clean"]).status == 0)
    #expect(try remodel(["batch-report", "out"]).status == 1)
    #expect(try remodel(["batch-report", "out-clean"]).status == 0)
    #expect(try remodel(["batch-report", "out", "--output", "merged"]).status == 1)
    #expect(FileManager.default.fileExists(atPath: space.url("merged/basic.patch").path))

    let usage: [([String], String)] = [
      (["--shard", "0/2"], "invalid shard '0/2'"),
      (["--shard", "3/2"], "invalid shard '3/2'"),
      (["--shard", "two"], "invalid shard 'two'"),
      (["--commit", "--in-place"], "--commit and --in-place cannot be combined"),
      (["--branch", "x"], "--branch needs --commit"),
      (["--commit", "--branch", "bad..name"], "'bad..name' is not a valid branch name"),
      (["--jobs", "0"], "invalid job count 0"),
      (["--rules", "no-such-rule"], "unknown rule 'no-such-rule'"),
      (["--repos-file", "missing.txt"], "missing.txt: cannot read repository list"),
    ]
    for (arguments, message) in usage {
      let result = try remodel(["batch", "basic", "--output", "bad"] + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.error.contains("remodel: error: \(message)"), "\(arguments): \(result.error)")
    }
    let noOutput = try remodel(["batch", "basic"])
    #expect(noOutput.status == 2)
    #expect(noOutput.error.contains("--output DIR is required"))
    let noRepositories = try remodel(["batch", "--output", "bad"])
    #expect(noRepositories.status == 2)
    #expect(noRepositories.error.contains("no repositories given"))
    #expect(!FileManager.default.fileExists(atPath: space.url("bad").path))
    #expect(try remodel(["batch-report", "nowhere"]).status == 2)
  }
}
