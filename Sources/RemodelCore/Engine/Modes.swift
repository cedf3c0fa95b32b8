import Foundation

/// The commands' behaviour, with exit statuses, so the CLI only parses arguments.
public enum Modes {
  /// Exit statuses shared by every command.
  public enum Status {
    public static let success: Int32 = 0
    /// `diff`: something would change; `check`: there are findings.
    public static let changesOrFindings: Int32 = 1
    public static let error: Int32 = 2
  }

  /// Prints a unified diff of every fix; writes nothing.
  public static func diff(_ options: RunOptions, console: Console) -> Int32 {
    let report = Engine(options: options).fix()
    for change in report.changes { console.writeOutput(change.diff(colors: console.colors)) }
    reportProblems(report, console)
    if !report.changes.isEmpty || !report.remainingFindings.isEmpty {
      console.printError(
        "remodel: \(count(report.changes.count, "file")) would change "
          + "(\(count(report.appliedFixes.count, "fix", "fixes"))), "
          + "\(count(report.remainingFindings.count, "finding")) left for a human")
    }
    if report.hasErrors { return Status.error }
    return report.changes.isEmpty ? Status.success : Status.changesOrFindings
  }

  /// Writes every fixed file atomically. A file that changed on disk since it was read is left
  /// alone together with every file fixed with it, so no unit is written in part.
  public static func fix(_ options: RunOptions, console: Console) -> Int32 {
    var report = Engine(options: options).fix()
    let (written, errors) = report.writeChanges()
    report.problems += errors.map { Problem(.error, $0.description) }
    reportProblems(report, console)
    console.printError(
      "remodel: \(count(written, "file")) changed, "
        + "\(count(report.appliedFixes.count, "fix", "fixes")) applied, "
        + "\(count(report.remainingFindings.count, "finding")) left for a human")
    return report.hasErrors ? Status.error : Status.success
  }

  /// Lists findings, fixable or not, on standard output or, atomically, in the file `output`
  /// (relative to the working directory); with `writeBaseline`, also writes every finding (those
  /// a `--baseline` hid included) to that file.
  public static func check(
    _ options: RunOptions, reporter: FindingReporter, output: String? = nil, console: Console,
    writeBaseline: String? = nil
  ) -> Int32 {
    var report = Engine(options: options).check()
    let context = ReportContext(
      rules: options.rules, sources: report.sources, workingDirectory: options.workingDirectory)
    let rendered = reporter.render(
      report.findings, context: context, colors: output == nil && console.colors)
    if let output {
      do throws(RemodelError) {
        try FileSystem.writeReport(
          rendered, to: URL(fileURLWithPath: output, relativeTo: options.workingDirectory),
          path: output)
      } catch {
        report.problems.append(Problem(.error, error.description))
      }
    } else {
      console.writeOutput(rendered)
    }
    if let writeBaseline, !report.hasErrors {
      do throws(RemodelError) {
        try Baseline.write(
          report.findings + report.hiddenByBaseline, to: writeBaseline,
          workingDirectory: options.workingDirectory)
      } catch {
        report.problems.append(Problem(.error, error.description))
      }
    }
    reportProblems(report, console)
    if report.hasErrors { return Status.error }
    return report.findings.isEmpty ? Status.success : Status.changesOrFindings
  }

  private static func reportProblems(_ report: RunReport, _ console: Console) {
    for problem in report.problems { console.printError("remodel: \(problem)") }
    if !report.hiddenByBaseline.isEmpty {
      console.printError(
        "remodel: \(count(report.hiddenByBaseline.count, "finding")) hidden by the baseline")
    }
  }

  private static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
  }
}
