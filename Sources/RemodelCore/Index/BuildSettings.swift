import Foundation

/// The build settings of one Xcode build configuration of a target, as Xcode layers them: the
/// project's `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's
/// settings, each overriding the one before. Only what a module name needs is followed:
/// `#include`s, and `$(NAME)` references with the `c99extidentifier` operator; a setting for
/// some SDKs or architectures only (`NAME[sdk=iphoneos*]`) is not one the module name takes.
struct BuildSettings {
  private var values: [String: String]

  /// Far deeper than real files include each other or settings refer to one another; ends a
  /// cycle.
  private static let maximumDepth = 16

  init(_ values: [String: String]) { self.values = values }

  /// Lays `settings` over the ones already there.
  mutating func override(with settings: [String: String]) {
    values.merge(settings) { _, new in new }
  }

  /// The settings of an `.xcconfig` file and the files it includes; none when it cannot be
  /// read (a CocoaPods file before `pod install`).
  static func configurationFile(at path: String) -> [String: String] {
    var settings: [String: String] = [:]
    readConfigurationFile(at: path, into: &settings, depth: 0)
    return settings
  }

  private static func readConfigurationFile(
    at path: String, into settings: inout [String: String], depth: Int
  ) {
    guard depth < maximumDepth, let data = FileManager.default.contents(atPath: path) else {
      return
    }
    let folder = (path as NSString).deletingLastPathComponent
    for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
      // `//` starts a comment anywhere on the line, as Xcode reads it.
      let line = rawLine.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#include") {
        let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
        guard quoted.count >= 3, !quoted[1].isEmpty, !quoted[1].hasPrefix("<") else { continue }
        let included = String(quoted[1])
        readConfigurationFile(
          at: included.hasPrefix("/") ? included : folder + "/" + included, into: &settings,
          depth: depth + 1)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let name = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        continue
      }
      var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") { value.removeLast() }
      settings[name] = value
    }
  }

  /// The value of the setting `name` with its references expanded; nil when it is not set, or
  /// refers to a setting that is not (or in a way that is not followed).
  func expanded(_ name: String) -> String? {
    expanded(name, depth: 0)
  }

  private func expanded(_ name: String, depth: Int) -> String? {
    guard depth < Self.maximumDepth, let value = values[name] else { return nil }
    var result = ""
    var rest = Substring(value)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex, let close = ["(": ")", "{": "}"][rest[afterDollar]],
        let end = rest[afterDollar...].firstIndex(of: Character(close))
      else { return nil }
      let reference = rest[rest.index(after: afterDollar)..<end].split(
        separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard let referenced = expanded(String(reference[0]), depth: depth + 1) else { return nil }
      switch reference.count > 1 ? String(reference[1]) : nil {
      case nil: result += referenced
      case "c99extidentifier": result += XcodeProject.moduleName(of: referenced)
      default: return nil
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
