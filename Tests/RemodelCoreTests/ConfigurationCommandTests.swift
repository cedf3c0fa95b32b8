import Foundation
import RemodelCore
import Testing

/// `remodel init`, `--version` and configuration errors through the `remodel` executable.
@Suite(.serialized) struct ConfigurationCommandTests {
  private func remodel(_ arguments: [String], in directory: URL) throws -> TestSupport.ProcessResult
  {
    try TestSupport.run(TestSupport.executable.path, arguments, in: directory)
  }

  @Test func initWritesEveryRuleWithItsDefaultAndRefusesToOverwrite() throws {
    let root = try TestSupport.temporaryDirectory()
    let created = try remodel(["init"], in: root)
    #expect(created.status == 0)
    #expect(created.error == "remodel: wrote .remodel.json\n")
    let file = root.appendingPathComponent(".remodel.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    #expect(object?["minimumVersion"] as? String == RemodelVersion.current)
    #expect(object?["exclude"] as? [String] == [])
    #expect(object?["unsafeFixes"] as? Bool == false)
    let rules = object?["rules"] as? [String: Bool]
    #expect(
      rules
        == Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { ($0.id, $0.isEnabledByDefault) })
    )
    // The starter file is valid and changes nothing about a run.
    _ = try Configuration.load(file, path: ".remodel.json")
    try TestSupport.write(EngineTests.owned, to: root.appendingPathComponent("A.swift"))
    let configured = try remodel(["check"], in: root)
    try FileManager.default.removeItem(at: file)
    #expect(configured.output == (try remodel(["check"], in: root)).output)

    try TestSupport.write("{}", to: file)
    let refused = try remodel(["init", "."], in: root)
    #expect(refused.status == 2)
    #expect(
      refused.error == "remodel: error: .remodel.json: already exists; use --force to replace it\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == "{}")
    #expect(try remodel(["init", "--force"], in: root).status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8) == StarterConfiguration.text)
    let elsewhere = try remodel(["init", "Sub/custom.json"], in: root)
    #expect(elsewhere.status == 2, "the folder does not exist")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sub"), withIntermediateDirectories: true)
    #expect(try remodel(["init", "Sub"], in: root).error == "remodel: wrote Sub/.remodel.json\n")
  }

  @Test func versionPrintsTheSingleSourceOfTruth() throws {
    let result = try remodel(["--version"], in: try TestSupport.temporaryDirectory())
    #expect(result.status == 0)
    #expect(result.outputText == RemodelVersion.current + "\n")
  }

  @Test func aBadConfigurationExitsTwoNamingItsPathAndPosition() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(EngineTests.owned, to: root.appendingPathComponent("App/A.swift"))
    try TestSupport.write(
      "{\n  \"rules\": {\"observed-object-owned\": true}\n  \"exclude\": []\n}\n",
      to: root.appendingPathComponent("App/.remodel.json"))
    for command in ["diff", "fix", "check"] {
      let result = try remodel([command], in: root)
      #expect(result.status == 2)
      #expect(
        result.error.hasPrefix(
          "remodel: error: App/.remodel.json:3:3: expected ',' or '}', found '\"'\n"))
      #expect(result.output.isEmpty)
    }
    #expect(
      try String(contentsOf: root.appendingPathComponent("App/A.swift"), encoding: .utf8)
        == EngineTests.owned)
    try TestSupport.write(
      "{\"minimumVersion\": \"1000.0.0\"}", to: root.appendingPathComponent("App/.remodel.json"))
    let old = try remodel(["check"], in: root)
    #expect(old.status == 2)
    #expect(
      old.error.contains(
        "App/.remodel.json:1:20: requires remodel 1000.0.0 or later, but this is remodel \(RemodelVersion.current)"
      ))
  }

  @Test func commandLineFlagsOverrideTheConfiguration() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(EngineTests.owned, to: root.appendingPathComponent("A.swift"))
    try TestSupport.write(
      #"{"rules": {"observed-object-owned": false}, "exclude": ["A.swift"]}"#,
      to: root.appendingPathComponent(".remodel.json"))
    #expect(
      try remodel(["check", "A.swift"], in: root).status == 0,
      "a named file is not excluded, its rule is off")
    #expect(
      try remodel(["check", "--rules", "observed-object-owned", "A.swift"], in: root).status == 1)
    #expect(
      try remodel(["check", "--rules", "observed-object-owned"], in: root).status == 0, "excluded")
  }
}
