import Foundation

/// What a run may report and fix in each file besides what its rules find: the file's nearest
/// `.remodel.json` (rules on or off, unsafe fixes), `--since` and `--baseline`.
struct FindingScope: Sendable {
  /// The settings that apply to one file.
  struct FileSettings: Sendable {
    let ruleIDs: Set<String>
    let unsafeFixes: Bool
    let configuration: Configuration?
  }

  private let options: RunOptions
  let configurations: ConfigurationSet
  private let changedLines: ChangedLines?
  private let baseline: Baseline?
  /// By display path, for the scanned files; other paths (files a fix creates) are looked up.
  private let scanned: [String: FileSettings]
  /// Every rule some file runs: the run's own, then opt-in rules a configuration turns on.
  let rules: [any Rule]

  init(
    options: RunOptions, configurations: ConfigurationSet, files: [(path: String, url: URL)],
    changedLines: ChangedLines?, baseline: Baseline?
  ) {
    self.options = options
    self.configurations = configurations
    self.changedLines = changedLines
    self.baseline = baseline
    var scanned: [String: FileSettings] = [:]
    for file in files {
      scanned[file.path] = Self.settings(configurations.configuration(for: file.url), options)
    }
    self.scanned = scanned
    let own = Set(options.rules.map(\.id))
    let used = scanned.values.reduce(into: Set<String>()) { $0.formUnion($1.ruleIDs) }
    rules = options.rules + RuleRegistry.all.filter { used.contains($0.id) && !own.contains($0.id) }
  }

  /// `--rules` replaces a configuration's `rules`; `--disable` and `--unsafe-fixes` add to it.
  private static func settings(_ configuration: Configuration?, _ options: RunOptions)
    -> FileSettings
  {
    var ruleIDs = Set(options.rules.map(\.id))
    if let configuration, !options.ruleListIsExplicit {
      for (id, enabled) in configuration.rules {
        if enabled { ruleIDs.insert(id) } else { ruleIDs.remove(id) }
      }
    }
    return FileSettings(
      ruleIDs: ruleIDs.subtracting(options.disabledRuleIDs),
      unsafeFixes: options.unsafeFixes || configuration?.unsafeFixes == true,
      configuration: configuration)
  }

  func settings(for path: String) -> FileSettings {
    scanned[path]
      ?? Self.settings(
        configurations.configuration(
          for: URL(fileURLWithPath: path, relativeTo: options.workingDirectory)), options)
  }

  /// The deployment targets scanned files' configurations give, by display path.
  var configuredDeploymentTargets: [String: DeploymentTarget] {
    scanned.compactMapValues { $0.configuration?.assumedDeploymentTarget }
  }

  /// An unsafe fix applies only when every file it edits allows unsafe fixes.
  func allows(_ fix: Fix) -> Bool {
    fix.applicability == .safe || fix.paths.allSatisfy { settings(for: $0).unsafeFixes }
  }

  /// The finding without its fix when the fix edits a file whose configuration turns the rule
  /// off: a multi-file fix is applied whole or not at all.
  func confiningFix(of finding: Finding) -> Finding {
    guard let fix = finding.fix,
      let blocked = fix.paths.sorted().first(where: {
        !settings(for: $0).ruleIDs.contains(finding.ruleID)
      })
    else { return finding }
    let by = settings(for: blocked).configuration.map { "by \($0.path)" } ?? "on the command line"
    return Finding(
      ruleID: finding.ruleID, path: finding.path, line: finding.line, column: finding.column,
      offset: finding.offset,
      message:
        "\(finding.message) (not fixed: the fix also edits \(blocked), where '\(finding.ruleID)' is turned off \(by))"
    )
  }

  /// One file's findings split into those the run reports and those the baseline hides; findings
  /// of rules the file turns off and, with `--since`, on unchanged lines are dropped. In a later
  /// pass `current` holds earlier fixes: lines are matched to `original`, and lines a fix wrote
  /// count as changed.
  func filter(_ findings: [Finding], current: SourceFile, original: SourceFile?)
    -> (kept: [Finding], hidden: [Finding])
  {
    let ruleIDs = settings(for: current.path).ruleIDs
    var candidates = findings.filter { ruleIDs.contains($0.ruleID) }
    guard !candidates.isEmpty, changedLines != nil || baseline != nil else {
      return (candidates, [])
    }
    let lines = LineOrigins(
      original: original?.content ?? current.content, current: current.content)
    if let changedLines {
      candidates = candidates.filter { finding in
        lines.originalLine(finding.line).map {
          changedLines.contains(path: current.path, line: $0)
        } ?? true
      }
    }
    guard let baseline else { return (candidates, []) }
    var remaining = baseline.counts(for: current.url)
    guard !remaining.isEmpty else { return (candidates, []) }
    return Baseline.partition(
      candidates.map { finding in
        (
          finding,
          baseline.entry(for: finding, url: current.url, lineText: lines.text(finding.line))
        )
      }, remaining: &remaining)
  }
}

/// Where each line of a file's current content came from in the content the run read.
struct LineOrigins {
  private let originalLines: [[UInt8]]
  private let currentLines: [[UInt8]]
  /// Current line index → original line index; nil when nothing changed.
  private let map: [Int: Int]?

  init(original: [UInt8], current: [UInt8]) {
    originalLines = UnifiedDiff.lines(original)
    guard original != current else {
      currentLines = originalLines
      map = nil
      return
    }
    currentLines = UnifiedDiff.lines(current)
    var map: [Int: Int] = [:]
    for line in UnifiedDiff.editScript(originalLines, currentLines) where line.kind == .same {
      map[line.newIndex] = line.oldIndex
    }
    self.map = map
  }

  /// The 1-based original line of current line `line`, nil for a line a fix wrote.
  func originalLine(_ line: Int) -> Int? {
    guard let map else { return line }
    return map[line - 1].map { $0 + 1 }
  }

  /// The line's text as the run read it, or as a fix wrote it.
  func text(_ line: Int) -> String {
    originalLine(line).map { Baseline.text(ofLine: $0, in: originalLines) }
      ?? Baseline.text(ofLine: line, in: currentLines)
  }
}
