import ArgumentParser
import Foundation
import RemodelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct Remodel: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remodel",
    abstract: "Find SwiftUI view-model anti-patterns and rewrite them, touching nothing else.",
    version: RemodelVersion.current,
    subcommands: [
      Diff.self, Fix.self, Check.self, Rules.self, Explain.self, Init.self, Batch.self,
      BatchReport.self,
    ],
    defaultSubcommand: Diff.self)
}

/// Which rules run and which fixes apply: shared by the scanning commands and `batch`.
struct RuleOptions: ParsableArguments {
  @Option(help: "Run exactly these rules (comma-separated), including opt-in ones.")
  var rules: String?

  @Option(help: "Do not run these rules (comma-separated).")
  var disable: String?

  @Flag(help: "Also apply fixes that may change behaviour.")
  var unsafeFixes = false

  @Option(help: "Skip paths matching this glob (repeatable).")
  var exclude: [String] = []

  @Option(
    help: ArgumentHelp(
      "Oldest OS versions to assume, e.g. iOS17,macOS14 (default: from Package.swift or .xcodeproj).",
      valueName: "PLATFORMS"))
  var assumeDeploymentTarget: String?

  /// The selected rules; an unknown id ends the command with status 2.
  func selectedRules() throws -> [any Rule] {
    do throws(RemodelError) {
      return try RuleRegistry.select(listed: rules, disabled: disable)
    } catch {
      FileHandle.standardError.write(Data("remodel: error: \(error)\n".utf8))
      throw ExitCode(Modes.Status.error)
    }
  }

  /// `--disable`'s ids, which a configuration cannot turn back on.
  var disabledRuleIDs: Set<String> { Set(disable.map(RuleRegistry.ids) ?? []) }

  /// The deployment target given with `--assume-deployment-target`; a malformed one ends the
  /// command with status 2.
  func deploymentTarget() throws -> DeploymentTarget? {
    do throws(RemodelError) {
      return try assumeDeploymentTarget.map(DeploymentTarget.parse)
    } catch {
      FileHandle.standardError.write(Data("remodel: error: \(error)\n".utf8))
      throw ExitCode(Modes.Status.error)
    }
  }
}

/// Options every scanning command shares.
struct ScanOptions: ParsableArguments {
  @Argument(help: "Files or directories to scan.")
  var paths: [String] = ["."]

  @OptionGroup var selection: RuleOptions

  @Option(help: "Files processed in parallel (default: all cores).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Colour output: auto, always or never.")
  var color: ColorChoice = .auto

  @Option(
    help: ArgumentHelp(
      "Only findings (and their fixes) on lines changed since this git revision.",
      valueName: "rev"))
  var since: String?

  @Option(
    help: ArgumentHelp(
      "Hide (and do not fix) the findings this baseline file lists.", valueName: "file"))
  var baseline: String?

  func run(_ mode: (RunOptions, Console) -> Int32) throws {
    let options = RunOptions(
      paths: paths, excludePatterns: selection.exclude, rules: try selection.selectedRules(),
      unsafeFixes: selection.unsafeFixes, jobs: jobs,
      assumedDeploymentTarget: try selection.deploymentTarget(),
      ruleListIsExplicit: selection.rules != nil, disabledRuleIDs: selection.disabledRuleIDs,
      changedSince: since, baselinePath: baseline)
    let status = mode(options, .standard(colors: color.isEnabled(outputIsTerminal: isatty(1) == 1)))
    if status != 0 { throw ExitCode(status) }
  }
}

extension ColorChoice: ExpressibleByArgument {}
extension FindingReporter: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
}

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print a unified diff of every fix; write nothing (exit 1 when something would change).")
  @OptionGroup var scan: ScanOptions
  func run() throws { try scan.run(Modes.diff) }
}

struct Fix: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Apply fixes in place, atomically.")
  @OptionGroup var scan: ScanOptions
  func run() throws { try scan.run(Modes.fix) }
}

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List findings without changing anything (exit 1 when there are findings).")
  @OptionGroup var scan: ScanOptions
  @Option(help: "Output format; text is another name for xcode.")
  var reporter: FindingReporter = .xcode
  @Option(
    help: ArgumentHelp(
      "Write the report to this file instead of standard output.", valueName: "FILE"))
  var output: String?
  @Option(
    help: ArgumentHelp(
      "Write every finding to this baseline file (for --baseline).", valueName: "FILE"))
  var writeBaseline: String?
  func run() throws {
    try scan.run {
      Modes.check(
        $0, reporter: reporter, output: output, console: $1, writeBaseline: writeBaseline)
    }
  }
}

struct Rules: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List the rules.")
  @Flag(help: "Print Markdown documentation of every rule (Docs/rules.md).")
  var markdown = false
  func run() { print(markdown ? RuleCatalog.markdown() : RuleCatalog.table(), terminator: "") }
}

struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show a rule's rationale and its basic example as a diff.")
  @Argument(help: "A rule id.")
  var rule: String
  @Option(help: "Colour output: auto, always or never.")
  var color: ColorChoice = .auto

  func run() throws {
    guard let found = RuleRegistry.rule(withID: rule) else {
      let error = RemodelError.unknownRules(ids: [rule], valid: RuleRegistry.all.map(\.id))
      FileHandle.standardError.write(Data("remodel: error: \(error)\n".utf8))
      throw ExitCode(Modes.Status.error)
    }
    let colors = color.isEnabled(outputIsTerminal: isatty(1) == 1)
    FileHandle.standardOutput.write(Data(RuleCatalog.explain(found, colors: colors)))
  }
}

struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a starter .remodel.json listing every rule with its default.")
  @Argument(help: "The folder to write it in, or the file to write.")
  var path = "."
  @Flag(help: "Replace an existing file.")
  var force = false

  func run() throws {
    do throws(RemodelError) {
      let written = try StarterConfiguration.write(
        to: path, force: force, workingDirectory: FileSystem.currentDirectory)
      FileHandle.standardError.write(Data("remodel: wrote \(written)\n".utf8))
    } catch {
      FileHandle.standardError.write(Data("remodel: error: \(error)\n".utf8))
      throw ExitCode(Modes.Status.error)
    }
  }
}

Remodel.main()
