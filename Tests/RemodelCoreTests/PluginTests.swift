import Foundation
import RemodelCore
import Testing

/// The SwiftPM command plugin, run by `swift package` in a small package of its own with a
/// stand-in `remodel` that records how it was called. A package depending on this checkout by
/// path would need swift-syntax resolved from the network and minutes to build it, so the real
/// tool is exercised by the other tests and this one checks what the plugin adds: the verb,
/// the target folders, the arguments passed on and the exit status.
@Suite(.serialized) struct PluginTests {
  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Probe",
      targets: [
        .executableTarget(name: "remodel", path: "Tool"),
        .target(name: "Lib"),
        .target(name: "Other"),
        .testTarget(name: "LibTests", dependencies: ["Lib"]),
        .plugin(
          name: "RemodelPlugin",
          capability: .command(
            intent: .custom(verb: "remodel", description: "Run remodel."),
            permissions: [.writeToPackageDirectory(reason: "fix")]),
          dependencies: ["remodel"]),
      ]
    )

    """

  /// Writes its arguments and working directory to `invocation.txt` and exits with the status
  /// in `status.txt`.
  static let tool = """
    import Foundation

    let here = FileManager.default.currentDirectoryPath
    let record = ([here] + CommandLine.arguments.dropFirst()).joined(separator: "\\n")
    try! record.write(toFile: here + "/invocation.txt", atomically: true, encoding: .utf8)
    let status = (try? String(contentsOfFile: here + "/status.txt", encoding: .utf8)).flatMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    exit(status ?? 0)

    """

  @Test(.timeLimit(.minutes(10))) func runsTheToolOnTheSourceTargetsAndPropagatesFailure() throws {
    let root = try TestSupport.temporaryDirectory("remodel-plugin")
    try TestSupport.write(Self.manifest, to: root.appendingPathComponent("Package.swift"))
    try TestSupport.write(Self.tool, to: root.appendingPathComponent("Tool/main.swift"))
    try TestSupport.write(
      "public struct L {}\n", to: root.appendingPathComponent("Sources/Lib/L.swift"))
    try TestSupport.write(
      "public struct O {}\n", to: root.appendingPathComponent("Sources/Other/O.swift"))
    try TestSupport.write("import Lib\n", to: root.appendingPathComponent("Tests/LibTests/T.swift"))
    try TestSupport.copyTree(
      TestSupport.packageRoot.appendingPathComponent("Plugins/RemodelPlugin"),
      to: root.appendingPathComponent("Plugins/RemodelPlugin"))
    let swift = { (arguments: [String]) in try TestSupport.run("swift", arguments, in: root) }
    let invocation = {
      try String(contentsOf: root.appendingPathComponent("invocation.txt"), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let allow = ["package", "--allow-writing-to-package-directory", "remodel"]

    let listed = try swift(["package", "plugin", "--list"])
    #expect(listed.outputText.contains("‘remodel’ (plugin ‘RemodelPlugin’ in package ‘Probe’)"))

    let checked = try swift(
      allow + ["check", "--target", "Lib", "--rules", "x", "--target", "Other"])
    #expect(checked.status == 0, "\(checked.error)")
    #expect(
      try invocation() == [
        root.standardizedFileURL.path, "check", "--rules", "x", "Sources/Lib", "Sources/Other",
      ])

    #expect(try swift(allow + ["--unsafe-fixes"]).status == 0)
    let everything = try invocation()
    #expect(
      everything == [
        root.standardizedFileURL.path, "diff", "--unsafe-fixes", "Sources/Lib", "Sources/Other",
        "Tests/LibTests", "Tool",
      ])

    try TestSupport.write("1\n", to: root.appendingPathComponent("status.txt"))
    let failed = try swift(allow + ["fix", "--target", "Lib"])
    #expect(failed.status != 0)
    #expect(try invocation().dropFirst() == ["fix", "Sources/Lib"])
  }
}
