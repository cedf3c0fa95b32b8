import Foundation

/// A `.remodel.json` file: which rules run, what is skipped and which fixes apply for the files
/// below its folder. The nearest one above a file wins; they do not merge.
public struct Configuration: Sendable {
  public static let fileName = ".remodel.json"

  /// Options a rule takes, by rule id: `options.<rule>.<key>` in the file.
  public static let ruleOptions: [String: [String]] = [
    MigrateToObservableMacro().id: ["assumeDeploymentTarget"]
  ]

  /// The top-level keys, in the order `remodel init` writes them.
  static let keys = ["minimumVersion", "rules", "exclude", "unsafeFixes", "options"]

  /// The file's display path, for messages.
  public let path: String
  /// The folder `exclude` patterns are relative to.
  public let directory: URL
  /// Rule id → on or off; rules not named keep their default.
  public var rules: [String: Bool] = [:]
  public var exclude: [String] = []
  public var unsafeFixes: Bool?
  public var minimumVersion: RemodelVersion.Semantic?
  /// `options.observable-macro-migration.assumeDeploymentTarget`.
  public var assumedDeploymentTarget: DeploymentTarget?

  init(path: String, directory: URL) {
    self.path = path
    self.directory = directory
  }

  /// Reads and validates the file at `url`; `path` names it in errors.
  public static func load(_ url: URL, path: String) throws(RemodelError) -> Configuration {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: url))
    } catch {
      throw .unreadable(path: path, reason: FileSystem.describe(error))
    }
    return try parse(bytes, path: path, directory: url.deletingLastPathComponent())
  }

  /// Parses and validates a configuration's text: malformed JSON, unknown keys, wrong types and
  /// a `minimumVersion` newer than this tool are errors naming `path` and a line and column.
  public static func parse(_ bytes: [UInt8], path: String, directory: URL)
    throws(RemodelError) -> Configuration
  {
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(bytes)
    } catch {
      throw .invalidConfiguration(path: path, at: error.position.description, reason: error.reason)
    }
    let reader = Reader(path: path)
    var configuration = Configuration(path: path, directory: directory)
    for (key, keyPosition, value) in try reader.members(of: document, "the configuration") {
      switch key {
      case "minimumVersion":
        let text = try reader.string(value, key)
        guard let version = RemodelVersion.Semantic(text) else {
          throw reader.error(
            value, "'minimumVersion' must be a version such as '1.2.0', not '\(text)'")
        }
        let current = RemodelVersion.Semantic(RemodelVersion.current)!
        guard version <= current else {
          throw reader.error(
            value,
            "requires remodel \(text) or later, but this is remodel \(RemodelVersion.current); update remodel"
          )
        }
        configuration.minimumVersion = version
      case "rules":
        for (id, idPosition, enabled) in try reader.members(of: value, "'rules'") {
          try reader.knownRule(id, at: idPosition)
          configuration.rules[id] = try reader.bool(enabled, "rules.\(id)")
        }
      case "exclude":
        configuration.exclude = try reader.strings(value, key)
      case "unsafeFixes":
        configuration.unsafeFixes = try reader.bool(value, key)
      case "options":
        for (id, idPosition, options) in try reader.members(of: value, "'options'") {
          try reader.knownRule(id, at: idPosition)
          let known = ruleOptions[id] ?? []
          for (option, optionPosition, setting) in try reader.members(of: options, "options.\(id)")
          {
            guard known.contains(option) else {
              let valid =
                known.isEmpty ? "it takes none" : "valid: \(known.joined(separator: ", "))"
              throw reader.error(
                optionPosition, "unknown option '\(option)' for rule '\(id)'; \(valid)")
            }
            // `ruleOptions` lists each option once; this reads it.
            switch option {
            case "assumeDeploymentTarget":
              let text = try reader.string(setting, "options.\(id).\(option)")
              do {
                configuration.assumedDeploymentTarget = try DeploymentTarget.parse(
                  text, origin: path)
              } catch {
                throw reader.error(setting, "\(error)")
              }
            default:
              preconditionFailure("option '\(option)' is listed in ruleOptions but not read")
            }
          }
        }
      default:
        throw reader.error(
          keyPosition, "unknown key '\(key)'; valid keys: \(keys.joined(separator: ", "))")
      }
    }
    return configuration
  }

  /// Typed access to a document's values, throwing errors that point at the value.
  private struct Reader {
    let path: String

    func error(_ position: JSONDocument.Position, _ reason: String) -> RemodelError {
      .invalidConfiguration(path: path, at: position.description, reason: reason)
    }

    func error(_ value: JSONDocument, _ reason: String) -> RemodelError {
      error(value.position, reason)
    }

    func mismatch(_ value: JSONDocument, _ name: String, _ expected: String) -> RemodelError {
      error(value, "\(name) must be \(expected), not \(value.value.typeName)")
    }

    func members(of value: JSONDocument, _ name: String) throws(RemodelError)
      -> [(key: String, keyPosition: JSONDocument.Position, value: JSONDocument)]
    {
      guard case .object(let members) = value.value else {
        throw mismatch(value, name, "an object")
      }
      return members
    }

    func string(_ value: JSONDocument, _ name: String) throws(RemodelError) -> String {
      guard case .string(let text) = value.value else {
        throw mismatch(value, "'\(name)'", "a string")
      }
      return text
    }

    func bool(_ value: JSONDocument, _ name: String) throws(RemodelError) -> Bool {
      guard case .bool(let flag) = value.value else {
        throw mismatch(value, "'\(name)'", "true or false")
      }
      return flag
    }

    func strings(_ value: JSONDocument, _ name: String) throws(RemodelError) -> [String] {
      guard case .array(let elements) = value.value else {
        throw mismatch(value, "'\(name)'", "an array of strings")
      }
      var result: [String] = []
      for element in elements { result.append(try string(element, "\(name)[\(result.count)]")) }
      return result
    }

    func knownRule(_ id: String, at position: JSONDocument.Position) throws(RemodelError) {
      guard RuleRegistry.rule(withID: id) == nil else { return }
      throw error(
        position,
        "unknown rule '\(id)'; valid rules: \(RuleRegistry.all.map(\.id).joined(separator: ", "))")
    }
  }
}
