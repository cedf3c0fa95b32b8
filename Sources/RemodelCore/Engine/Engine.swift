import Foundation

/// What a run reads and which fixes it may apply.
public struct RunOptions: Sendable {
  public var paths: [String]
  public var excludePatterns: [String]
  /// Defaults to the rules on by default, as a run without `--rules` selects them.
  public var rules: [any Rule]
  public var unsafeFixes: Bool
  public var jobs: Int
  public var workingDirectory: URL
  /// `--assume-deployment-target`: replaces what `Package.swift` or an `.xcodeproj` says.
  public var assumedDeploymentTarget: DeploymentTarget?
  /// `rules` came from `--rules`: a configuration's `rules` then changes nothing.
  public var ruleListIsExplicit: Bool
  /// `--disable`: off even where a configuration turns them on.
  public var disabledRuleIDs: Set<String>
  /// `--since REV`: only findings on lines changed since this git revision.
  public var changedSince: String?
  /// `--baseline FILE`: findings it lists are hidden and not fixed.
  public var baselinePath: String?

  public init(
    paths: [String], excludePatterns: [String] = [],
    rules: [any Rule] = RuleRegistry.all.filter(\.isEnabledByDefault),
    unsafeFixes: Bool = false, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    workingDirectory: URL = FileSystem.currentDirectory,
    assumedDeploymentTarget: DeploymentTarget? = nil, ruleListIsExplicit: Bool = false,
    disabledRuleIDs: Set<String> = [], changedSince: String? = nil, baselinePath: String? = nil
  ) {
    self.paths = paths
    self.ruleListIsExplicit = ruleListIsExplicit
    self.disabledRuleIDs = disabledRuleIDs
    self.changedSince = changedSince
    self.baselinePath = baselinePath
    self.assumedDeploymentTarget = assumedDeploymentTarget
    self.excludePatterns = excludePatterns
    self.rules = rules
    self.unsafeFixes = unsafeFixes
    self.jobs = max(1, jobs)
    // A directory URL, so relative paths resolve inside it even when it was made without a slash.
    self.workingDirectory = URL(fileURLWithPath: workingDirectory.path, isDirectory: true)
  }
}

/// Loads, indexes and runs rules over a set of files, then applies fixes in passes until none is
/// left, checking every guard; nothing here writes to disk.
public struct Engine: Sendable {
  /// More passes than any sane chain of fixes needs; reaching it means a rule keeps firing on
  /// its own output.
  public static let maximumPasses = 6

  public let options: RunOptions
  static let changedOnDisk = "changed on disk while remodel was working"

  public init(options: RunOptions) {
    self.options = options
  }

  /// Runs the rules once and reports their findings without fixing anything.
  public func check() -> RunReport {
    var state = load()
    let suppressions = SuppressionLedger()
    let found = findings(in: state.order, &state, suppressions)
    // A comment is judged only against the rules its file ran.
    let unused = state.scope.map { scope in
      suppressions.unusedDirectives(
        in: state.order.filter { state.summaries[$0]?.mayHoldSuppressions == true },
        of: state.store
      ) {
        scope.settings(for: $0).ruleIDs
      }
    }
    state.report.findings = (found + (unused ?? [])).sorted()
    state.report.remainingFindings = state.report.findings
    // Only the files findings and their fixes are in are read again, to place them.
    let placed = state.report.findings.flatMap { [$0.path] + ($0.fix?.paths ?? []) }
    state.report.sources = Dictionary(
      uniqueKeysWithValues: Set(placed).sorted().compactMap { path in
        state.store.file(at: path).map { (path, $0) }
      })
    state.reportFilesChangedOnDisk()
    return state.report
  }

  /// Computes the fixed contents of every file, all guards applied.
  public func fix() -> RunReport {
    var state = load()
    // The first pass runs every file's rules; a later one only those of the files whose rules
    // read something the last pass's fixes changed (their findings would be the same).
    var paths = state.order
    for pass in 1...Self.maximumPasses {
      let found = findings(in: paths, &state, notingReads: true)
      state.report.filesCheckedPerPass.append(paths.count)
      if pass == 1 { state.report.findings = found }
      let candidates = found.filter { finding in
        guard let fix = finding.fix, state.scope?.allows(fix) ?? false else { return false }
        return fix.paths.isDisjoint(with: state.frozen)
      }
      let fixable = Set(candidates)
      state.report.remainingFindings = found.filter { !fixable.contains($0) }
      if candidates.isEmpty { break }
      if pass == Self.maximumPasses {
        for path in Set(candidates.flatMap { $0.fix!.paths }).sorted() {
          state.freezeGroup(
            of: path, because: "fixes did not settle after \(pass - 1) passes; file left unchanged")
        }
        state.report.remainingFindings = found
        break
      }
      let before = state.summaries
      state.touched = []
      apply(candidates, to: &state)
      paths = state.rerunAfterChanges(since: before)
    }
    state.report.changes = state.order.compactMap { path in
      guard let original = state.originals[path], let updated = state.store.file(at: path),
        updated.content != original.content
      else { return nil }
      return FileChange(
        original: original, updated: updated, unit: state.unit(of: path),
        isNewFile: state.created.contains(path))
    }
    state.reportFilesChangedOnDisk()
    return state.report
  }

  /// Offers the fixes rule by rule in the registry's order, so that where two rules edit the
  /// same code the narrower one goes first and the other meets its result in the next pass: a
  /// view takes ownership of its model (`@StateObject`) before the migration to `@Observable`
  /// turns that into `@State`, instead of keeping an owned object in `@Bindable`.
  private func apply(_ candidates: [Finding], to state: inout RunState) {
    var applier = EditApplier()
    let rank = Dictionary(
      RuleRegistry.all.enumerated().map { ($0.element.id, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    let ordered = candidates.enumerated().sorted {
      (rank[$0.element.ruleID] ?? .max, $0.offset) < (rank[$1.element.ruleID] ?? .max, $1.offset)
    }.map(\.element)
    for finding in ordered where applier.offer(finding.fix!) {
      state.report.appliedFixes.append(finding)
      state.join(finding.fix!.paths)
    }
    // Each edited file is read, edited, parsed and summarised on its own.
    let store = state.store
    let editsByPath = applier.changedPaths.map { ($0, applier.edits(for: $0)) }
    let edited = editsByPath.parallelMap(jobs: options.jobs) { path, edits in
      store.parsed(at: path).map { EditedFile($0, edits) }
    }
    var reparsed: [String: (source: ParsedSource, summary: FileSummary?)] = [:]
    for ((path, edits), result) in zip(editsByPath, edited) {
      switch result
        ?? state.newFile(at: path, options.workingDirectory).map({
          EditedFile($0, edits)
        })
      {
      case nil:
        if state.store.changedOnDisk.contains(path) {
          // A file read again that is no longer what was read first.
          state.freezeGroup(of: path, because: Self.changedOnDisk + "; not written")
        } else {
          state.freezeGroup(
            of: path, because: "a fix would create this file, but it exists and was not scanned")
        }
      case .outOfRange:
        state.freezeGroup(
          of: path, because: "an edit reached outside its range or the file; file left unchanged")
      case .edited(let original, let updated, let summary):
        if state.originals[path] == nil { state.originals[path] = original }
        reparsed[path] = (updated, summary)
      }
    }
    for (path, result) in reparsed.sorted(by: { $0.key < $1.key })
    where !state.frozen.contains(path) {
      if let summary = result.summary {
        state.store.update(result.source)
        state.summaries[path] = summary
        state.touched.insert(path)
      } else {
        state.freezeGroup(of: path, because: "a fix produced invalid Swift; file left unchanged")
      }
    }
  }

  /// Runs each file's rules over `paths`, each file's tree held only while its rules run (or
  /// while the store's budget keeps it), keeping what the scope allows; the first pass records
  /// what the baseline hid.
  ///
  /// With `notingReads`, what each file's rules read is kept for the next pass, and the
  /// findings of the files not in `paths` are the last pass's.
  private func findings(
    in paths: [String], _ state: inout RunState,
    _ suppressions: SuppressionLedger = SuppressionLedger(), notingReads: Bool = false
  ) -> [Finding] {
    guard let scope = state.scope else { return [] }
    let ruleIDsByPath = Dictionary(
      uniqueKeysWithValues: state.order.map { ($0, scope.settings(for: $0).ruleIDs) })
    let context = RuleContext(
      index: ProjectIndex(
        tables: state.indexTables.take()
          ?? ProjectIndex.Tables(state.order.compactMap { state.summaries[$0] }),
        modules: state.modules),
      store: state.store, unparsed: state.unparsed,
      enabledRuleIDs: Set(scope.rules.map(\.id)), scanRoots: scanRoots,
      project: state.project, enabledRuleIDsByPath: ruleIDsByPath,
      suppressions: suppressions)
    let rules = scope.rules
    let (store, originals, summaries) = (state.store, state.originals, state.summaries)
    let ordered = store.keptFirst(paths)
    let results = ordered.parallelMap(jobs: options.jobs) {
      path -> (kept: [Finding], hidden: [Finding], reads: Set<IndexRead>) in
      let log = notingReads ? ReadLog() : nil
      guard let summary = summaries[path], let ruleIDs = ruleIDsByPath[path] else {
        return ([], [], [])
      }
      var context = context.scoped(to: path)
      if let log { context = context.noting(log) }
      // Most files hold nothing any rule looks for: they are not read or parsed again.
      let applicable = rules.filter {
        ruleIDs.contains($0.id) && $0.mayFind(summary: summary, context: context)
      }
      guard !applicable.isEmpty, let source = store.parsed(at: path) else {
        return ([], [], log?.reads ?? [])
      }
      let found = applicable.flatMap { $0.findings(in: source, context: context) }
      guard !found.isEmpty else { return ([], [], log?.reads ?? []) }
      let (kept, hidden) = scope.filter(
        suppressions.unsuppressed(found, in: source), current: source.file,
        original: originals[path])
      return (kept.map(scope.confiningFix), hidden, log?.reads ?? [])
    }
    if !state.hasRunRules {
      state.report.hiddenByBaseline = results.flatMap(\.hidden).sorted()
      state.hasRunRules = true
    }
    guard notingReads else { return results.flatMap(\.kept).sorted() }
    for (path, result) in zip(ordered, results) {
      state.findingsByPath[path] = result.kept
      state.readsByPath[path] = result.reads
    }
    return state.order.flatMap { state.findingsByPath[$0] ?? [] }.sorted()
  }

  /// The folders named on the command line (a file's folder for a file), as display paths.
  private var scanRoots: [String] {
    options.paths.map { path in
      let url = URL(fileURLWithPath: path, relativeTo: options.workingDirectory).standardizedFileURL
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      let folder = isDirectory.boolValue ? url : url.deletingLastPathComponent()
      let base = options.workingDirectory.standardizedFileURL.path
      guard folder.path != base, folder.path + "/" != base else { return "" }
      return FileSystem.displayPath(folder, relativeTo: options.workingDirectory)
    }
  }

  private func load() -> RunState {
    let configurations = ConfigurationSet(workingDirectory: options.workingDirectory)
    let discovery = FileDiscovery(
      excludePatterns: options.excludePatterns, workingDirectory: options.workingDirectory,
      configurations: configurations)
    let discovered = discovery.discover(options.paths)
    var state = RunState()
    state.report.problems =
      discovered.errors.map { Problem(.error, $0.description) }
      + discovered.foldersWithoutSwiftFiles.map { Problem(.warning, "\($0): no Swift files") }
    // A broken configuration, revision or baseline would change what the run may touch: run
    // nothing rather than guess.
    for file in discovered.files { _ = configurations.configuration(for: file.url) }
    let broken = configurations.errors
    guard broken.isEmpty else {
      state.report.problems += broken.map { Problem(.error, $0.description) }
      return state
    }
    do throws(RemodelError) {
      state.scope = try scope(of: discovered.files, configurations)
    } catch {
      state.report.problems.append(Problem(.error, error.description))
      return state
    }
    let keepsMoreTrees = state.scope?.rules.contains(where: \.readsOtherFilesRepeatedly) == true
    state.store = SourceStore(
      treeBudget: keepsMoreTrees ? SourceStore.crossFileTreeBudget : SourceStore.defaultTreeBudget)
    let store = state.store
    // No tree outlives its summary: the rules need a third of them, and parsing those again
    // costs less time than keeping every tree a budget allows, and far less memory. No text
    // does either: the few files the rules look at again are read again.
    enum Loaded {
      case summarized(FileSummary)
      case unparsable(UnparsedFile)
      case unreadable(RemodelError)
    }
    let loaded = discovered.files.parallelMap(jobs: options.jobs) { file -> Loaded in
      do throws(RemodelError) {
        let source = ParsedSource(try SourceFile.load(path: file.path, url: file.url))
        guard !source.hasSyntaxErrors else { return .unparsable(UnparsedFile(source)) }
        store.add(source.file)
        store.releaseText(of: file.path)
        return .summarized(FileSummary(source))
      } catch {
        return .unreadable(error)
      }
    }
    state.report.filesScanned = discovered.files.count
    for result in loaded {
      switch result {
      case .unreadable(let error):
        state.report.problems.append(Problem(.error, error.description))
      case .unparsable(let file):
        state.unparsed.append(file)
        state.report.problems.append(
          Problem(
            .warning,
            "\(file.path): does not parse as Swift (\(file.complaint)); file skipped"))
      case .summarized(let summary):
        state.order.append(summary.path)
        state.summaries[summary.path] = summary
      }
    }
    state.project = ProjectSettings.discover(
      assumed: options.assumedDeploymentTarget,
      configured: state.scope?.configuredDeploymentTargets ?? [:],
      sources: state.order.filter {
        ["Package.swift", "Project.swift"].contains(($0 as NSString).lastPathComponent)
      }.compactMap { state.store.parsed(at: $0) },
      roots: scanRoots.map {
        URL(fileURLWithPath: $0.isEmpty ? "." : $0, relativeTo: options.workingDirectory)
      }, workingDirectory: options.workingDirectory)
    // Reading the projects and gathering the summaries into tables are the longest steps
    // no file's parse shares: done side by side.
    let (order, summaries) = (state.order, state.summaries)
    (state.modules, state.indexTables) = concurrently(jobs: options.jobs) {
      ModuleMap(
        paths: order, projects: discovered.xcodeProjects,
        workingDirectory: options.workingDirectory)
    } _: {
      ProjectIndex.Tables(order.compactMap { summaries[$0] })
    }
    return state
  }
}

extension Engine {
  /// Each file's (valid) configuration, and the lines and baseline entries the run is limited
  /// to.
  fileprivate func scope(
    of files: [(path: String, url: URL)], _ configurations: ConfigurationSet
  ) throws(RemodelError) -> FindingScope {
    let changedLines = try options.changedSince.map { revision throws(RemodelError) in
      try ChangedLines.compute(since: revision, files: files)
    }
    let baseline = try options.baselinePath.map { path throws(RemodelError) in
      try Baseline.load(
        URL(fileURLWithPath: path, relativeTo: options.workingDirectory).standardizedFileURL,
        path: path)
    }
    return FindingScope(
      options: options, configurations: configurations, files: files,
      changedLines: changedLines, baseline: baseline)
  }
}

/// A file with a pass's edits applied, parsed and summarised (no summary when it no longer
/// parses), or why the edits could not apply.
private enum EditedFile {
  case outOfRange
  case edited(original: SourceFile, updated: ParsedSource, summary: FileSummary?)

  init(_ source: ParsedSource, _ edits: [TextEdit]) {
    // A rule's range past the end of the file is a rule bug: refuse it rather than crash.
    guard edits.allSatisfy({ $0.range.upperBound <= source.file.content.count }) else {
      self = .outOfRange
      return
    }
    let content = EditApplier.apply(edits, to: source.file.content)
    guard
      EditApplier.preservesUneditedBytes(
        original: source.file.content, result: content, edits: edits)
    else {
      self = .outOfRange
      return
    }
    let updated = ParsedSource(source.file.replacingContent(content))
    self = .edited(
      original: source.file, updated: updated,
      summary: updated.hasSyntaxErrors ? nil : FileSummary(updated))
  }
}

/// The evolving state of one run: current contents, which files were fixed together, and which
/// groups failed a guard and went back to their original contents.
private struct RunState {
  var report = RunReport()
  var order: [String] = []
  /// What the files fixes changed were before the first of them.
  var originals: [String: SourceFile] = [:]
  /// The current contents, fixes applied.
  var store = SourceStore()
  var summaries: [String: FileSummary] = [:]
  var frozen: Set<String> = []
  var unparsed: [UnparsedFile] = []
  var project = ProjectSettings()
  var modules = ModuleMap()
  /// The index of `summaries` but for the module map, made while the map is read for the
  /// first pass; a later pass, after fixes changed summaries, makes its own.
  var indexTables: ProjectIndex.Tables?
  /// nil when a configuration, revision or baseline could not be read: nothing runs.
  var scope: FindingScope?
  var hasRunRules = false
  /// Files that fixes create; their original is empty.
  var created: Set<String> = []
  /// What each file's rules found and read the last time they ran (`fix` only).
  var findingsByPath: [String: [Finding]] = [:]
  var readsByPath: [String: Set<IndexRead>] = [:]
  /// The files whose content this pass's fixes changed, restored or created.
  var touched: Set<String> = []
  /// Union-find parent links: files edited by one fix belong together.
  private var groupParent: [String: String] = [:]

  mutating func join(_ paths: Set<String>) {
    let roots = paths.map { root(of: $0) }
    guard let first = roots.first else { return }
    for other in roots.dropFirst() where other != first { groupParent[other] = first }
  }

  /// An empty file that a fix may create at `path`, when nothing exists there yet.
  mutating func newFile(at path: String, _ workingDirectory: URL) -> ParsedSource? {
    let url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
    guard !FileManager.default.fileExists(atPath: url.path) else { return nil }
    let empty = ParsedSource(SourceFile(path: path, url: url, content: [], hasByteOrderMark: false))
    created.insert(path)
    touched.insert(path)
    order.append(path)
    originals[path] = empty.file
    store.update(empty)
    return empty
  }

  /// The files whose rules the next pass runs, after this pass's fixes changed `touched`
  /// (summaries were `before`): those files, the files whose rules read an index entry or a
  /// file that changed, and those with a finding whose fix edits a changed file (its ranges
  /// are stale, or it was applied).
  func rerunAfterChanges(since before: [String: FileSummary]) -> [String] {
    let changes = touched.reduce(into: Set<IndexRead>()) { changes, path in
      changes.formUnion(
        IndexRead.changes(
          at: path, from: before[path], to: summaries[path], modules: modules))
    }
    return order.filter { path in
      touched.contains(path) || readsByPath[path]?.isDisjoint(with: changes) != true
        || findingsByPath[path]?.contains {
          $0.fix.map { !$0.paths.isDisjoint(with: touched) } == true
        } == true
    }
  }

  /// Files read again that were no longer what was read first (those a fix froze aside):
  /// their findings would rest on an index of other text.
  mutating func reportFilesChangedOnDisk() {
    for path in store.changedOnDisk.subtracting(frozen).sorted() {
      report.problems.append(
        Problem(.error, "\(path): \(Engine.changedOnDisk); file left unchecked"))
    }
  }

  /// The name of the group of files fixed together with `path`.
  mutating func unit(of path: String) -> String { root(of: path) }

  private mutating func root(of path: String) -> String {
    var node = path
    while let parent = groupParent[node], parent != node { node = parent }
    groupParent[path] = node
    return node
  }

  /// Restores every file fixed together with `path` and keeps fixes away from them from now on.
  mutating func freezeGroup(of path: String, because reason: String) {
    let group = root(of: path)
    let members = Set(order.filter { root(of: $0) == group }).union([path])
    for member in members.sorted() where !frozen.contains(member) {
      frozen.insert(member)
      touched.insert(member)
      if let original = originals[member] {
        let source = ParsedSource(original)
        store.update(source)
        summaries[member] = FileSummary(source)
      }
      // The files frozen along with it did nothing wrong: say which one did.
      report.problems.append(
        Problem(
          .error,
          member == path
            ? "\(member): \(reason)"
            : "\(member): file left unchanged, as the fixes changing it change \(path) too (\(path): \(reason))"
        ))
    }
    report.appliedFixes.removeAll { !($0.fix?.paths.isDisjoint(with: members) ?? true) }
  }
}
