import ArgumentParser
import Foundation
import RemodelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct Batch: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Migrate many git checkouts: a patch, a branch or files in place for each, and a summary.",
    discussion: """
      Exit status: 0 when nothing changed, 1 when a repository changed, 2 when one failed or the \
      arguments are wrong.
      """)

  @Argument(help: "Git checkouts (their top-level directories) to migrate.")
  var repositories: [String] = []

  @Option(
    help: ArgumentHelp(
      "A file naming one checkout per line; blank lines and '#' comments are ignored.",
      valueName: "file"))
  var reposFile: String?

  @Option(
    help: ArgumentHelp(
      "Directory for patches, results/ and summary.json and summary.md (required).",
      valueName: "dir"))
  var output: String?

  @Flag(help: "Commit each change on a new branch made from HEAD; the checkout is not touched.")
  var commit = false

  @Option(
    help: ArgumentHelp(
      "The branch --commit creates (default: remodel/migration).", valueName: "name"))
  var branch: String?

  @Flag(help: "Rewrite the files in each working tree instead; commit nothing.")
  var inPlace = false

  @Flag(help: "Also migrate checkouts with uncommitted or untracked changes.")
  var allowDirty = false

  @Flag(help: "Reuse results in the output directory made from the same HEAD and rules.")
  var resume = false

  @Option(
    help: ArgumentHelp(
      "Process only shard I of N (1-based): list positions I, I+N, I+2N, ….", valueName: "i/n"))
  var shard: String?

  @Option(help: "Repositories migrated at a time (default: all cores).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @OptionGroup var selection: RuleOptions

  @Option(help: "Colour output: auto, always or never.")
  var color: ColorChoice = .auto

  func run() throws {
    let rules = try selection.selectedRules()
    let options: BatchOptions
    do {
      options = try makeOptions(rules: rules)
    } catch {
      FileHandle.standardError.write(Data("remodel: error: \(error)\n".utf8))
      throw ExitCode(Modes.Status.error)
    }
    let status = BatchRun(options: options).perform(
      console: .standard(colors: color.isEnabled(outputIsTerminal: isatty(1) == 1)),
      progress: .standardError(isTerminal: isatty(2) == 1))
    if status != 0 { throw ExitCode(status) }
  }

  private func makeOptions(rules: [any Rule]) throws -> BatchOptions {
    guard let output else { throw BatchError.missingOutput }
    if commit && inPlace { throw BatchError.conflictingDelivery }
    if branch != nil && !commit { throw BatchError.branchWithoutCommit }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    var paths = repositories
    if let reposFile { paths += try RepositoryList.read(reposFile, relativeTo: here) }
    let delivery: Delivery =
      commit ? .commit(branch: branch ?? Delivery.defaultBranch) : inPlace ? .inPlace : .patch
    let options = BatchOptions(
      repositories: paths, outputDirectory: URL(fileURLWithPath: output, isDirectory: true),
      delivery: delivery, allowDirty: allowDirty, resume: resume,
      shard: try shard.map { text throws(BatchError) in try Shard(parsing: text) }, jobs: jobs,
      rules: rules, unsafeFixes: selection.unsafeFixes,
      excludePatterns: selection.exclude,
      assumedDeploymentTarget: try selection.deploymentTarget(), workingDirectory: here,
      ruleListIsExplicit: selection.rules != nil, disabledRuleIDs: selection.disabledRuleIDs)
    try options.validate()
    return options
  }
}

struct BatchReport: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch-report",
    abstract: "Merge the summaries of several batch output directories (shards) into one table.")

  @Argument(help: "Output directories of 'remodel batch' runs.")
  var directories: [String]

  @Option(
    help: ArgumentHelp(
      "Also write the merged summary.json and summary.md, and copy the patches, here.",
      valueName: "dir"))
  var output: String?

  @Option(help: "Colour output: auto, always or never.")
  var color: ColorChoice = .auto

  func run() throws {
    let status = BatchMerge.perform(
      directories: directories.map { URL(fileURLWithPath: $0, isDirectory: true) },
      output: output.map { URL(fileURLWithPath: $0, isDirectory: true) },
      console: .standard(colors: color.isEnabled(outputIsTerminal: isatty(1) == 1)))
    if status != 0 { throw ExitCode(status) }
  }
}
