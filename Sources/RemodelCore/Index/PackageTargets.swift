import Foundation
import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares and the folders holding their sources: the `path:`
/// written (`.target(name: "Core", path: "Sources")`, which puts every subfolder of `Sources`
/// in `Core`), else SwiftPM's defaults (`Sources/<name>`, `Tests/<name>` for a test target).
struct PackageTargets {
  private var folders: [(folder: String, name: String, defaultsToMainActor: Bool, isTest: Bool)] =
    []

  /// An unreadable manifest, or one building its targets in ways not written literally,
  /// declares only what reads.
  init(packageFolder: String) {
    let manifest = PathText.join(packageFolder, "Package.swift")
    guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else { return }
    let collector = TargetCollector(viewMode: .sourceAccurate)
    collector.walk(Parser.parse(source: text))
    for target in collector.targets {
      let relative =
        target.path.map { [$0] }
        ?? (target.isTest ? ["Tests"] : ["Sources", "Source", "src", "srcs"]).map {
          $0 + "/" + target.name
        }
      for path in relative {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        folders.append(
          (
            PathText.absolute(trimmed, in: packageFolder), target.name, target.defaultsToMainActor,
            target.isTest
          ))
      }
    }
  }

  /// The module of the innermost declared target folder holding `folder`.
  func module(holding folder: String) -> ModuleMap.Module? {
    folders.filter { folder == $0.folder || folder.hasPrefix($0.folder + "/") }
      .max { $0.folder.count < $1.folder.count }
      .map {
        ModuleMap.Module(
          key: $0.folder, name: $0.name, defaultsToMainActor: $0.defaultsToMainActor,
          isTest: $0.isTest)
      }
  }

  private final class TargetCollector: SyntaxVisitor {
    private static let kinds: Set<String> = [
      "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary",
    ]
    var targets: [(name: String, path: String?, isTest: Bool, defaultsToMainActor: Bool)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.base == nil, Self.kinds.contains(member.declName.baseName.text),
        let name = argument("name", of: node).flatMap(Self.literal)
      else { return .visitChildren }
      let path = argument("path", of: node)
      // A path that is not a literal leaves the target's folder unknown.
      if let path, Self.literal(path) == nil { return .visitChildren }
      targets.append(
        (
          name, path.flatMap(Self.literal), member.declName.baseName.text == "testTarget",
          argument("swiftSettings", of: node).map(Self.setsMainActorIsolation) ?? false
        ))
      return .visitChildren
    }

    /// `swiftSettings: [.defaultIsolation(MainActor.self)]` written in the target's call; a
    /// setting passed through a variable is not followed.
    private static func setsMainActorIsolation(_ settings: ExprSyntax) -> Bool {
      settings.as(ArrayExprSyntax.self)?.elements.contains { element in
        guard let call = element.expression.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == "defaultIsolation",
          let isolation = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)
        else { return false }
        return isolation.declName.baseName.text == "self"
          && isolation.base?.trimmedDescription == "MainActor"
      } ?? false
    }

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
      call.arguments.first { $0.label?.text == label }?.expression
    }

    private static func literal(_ expression: ExprSyntax) -> String? {
      guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1
      else { return nil }
      return string.segments.first?.as(StringSegmentSyntax.self)?.content.text
    }
  }
}
