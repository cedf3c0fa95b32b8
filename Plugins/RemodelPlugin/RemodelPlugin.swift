import Foundation
import PackagePlugin

/// `swift package remodel [diff|fix|check] [--target NAME…] [remodel options…]`: runs `remodel`
/// on the package's own source targets (all of them, tests included, so multi-file fixes see
/// every call site) and fails when it does.
@main
struct RemodelPlugin: CommandPlugin {
  static let commands: Set<String> = ["diff", "fix", "check"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    let command = rest.first.flatMap { Self.commands.contains($0) ? $0 : nil } ?? "diff"
    if rest.first == command { rest.removeFirst() }
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    // `Path` rather than the `URL` properties, which need tools version 6.1.
    let root = context.package.directory.string
    let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { target in
      let path = target.directory.string
      // Relative to the package, so findings and diffs read like the ones `remodel` prints there.
      return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }.sorted()
    guard !folders.isEmpty else {
      Diagnostics.error("remodel: no source targets to scan")
      throw ExitCode.failure
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try context.tool(named: "remodel").path.string)
    process.arguments = [command] + rest + folders
    process.currentDirectoryURL = URL(fileURLWithPath: root, isDirectory: true)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ExitCode(process.terminationStatus)
    }
  }
}

/// Ends the plugin with `remodel`'s own status, so `swift package remodel check` fails in CI.
struct ExitCode: Error, CustomStringConvertible {
  static let failure = ExitCode(2)
  let status: Int32
  init(_ status: Int32) { self.status = status }
  var description: String { "remodel exited with status \(status)" }
}
