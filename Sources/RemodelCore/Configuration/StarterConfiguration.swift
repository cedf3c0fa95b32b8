import Foundation

/// The `.remodel.json` that `remodel init` writes: every rule with its default, no exclusions,
/// and this version as the minimum, so the file says what the tool does today.
public enum StarterConfiguration {
  /// Written by hand rather than by `JSONSerialization`, which does not keep key order: rules
  /// appear in the registry's (migration) order.
  public static var text: String {
    let rules = RuleRegistry.all.map { "    \"\($0.id)\": \($0.isEnabledByDefault)" }
    return """
      {
        "minimumVersion": "\(RemodelVersion.current)",
        "rules": {
      \(rules.joined(separator: ",\n"))
        },
        "exclude": [],
        "unsafeFixes": false
      }

      """
  }

  /// Writes the starter file at `path`: a folder (the file goes inside it) or the file itself.
  /// An existing file is kept unless `force`. Returns the display path written.
  public static func write(to path: String, force: Bool, workingDirectory: URL)
    throws(RemodelError) -> String
  {
    var url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      url.appendPathComponent(Configuration.fileName)
    }
    let display = FileSystem.displayPath(url, relativeTo: workingDirectory)
    let exists = FileManager.default.fileExists(atPath: url.path)
    guard force || !exists else { throw .configurationExists(path: display) }
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw .writeFailed(path: display, reason: FileSystem.describe(error))
    }
    return display
  }
}
