import Foundation
import RemodelCore
import Testing

/// `observable-macro-migration` run together with the ownership rules: fixes computed on the same
/// tree must not combine into `@StateObject` holding an `@Observable` class.
@Suite struct ObservableMigrationTests {
  @Test func stateHolderIsNotPromotedToStateObjectInTheSamePass() throws {
    let root = try TestSupport.temporaryDirectory()
    let file = root.appendingPathComponent("Counter.swift")
    try TestSupport.write(
      """
      import SwiftUI

      final class Counter: ObservableObject {
          @Published var value = 0
      }

      struct CounterView: View {
          @State private var counter = Counter()
          var body: some View { Text("\\(counter.value)") }
      }

      """, to: file)
    let rules = ["state-observable-object", "observable-macro-migration"].compactMap {
      RuleRegistry.rule(withID: $0)
    }
    let recorder = TestSupport.Recorder()
    let status = Modes.fix(
      RunOptions(paths: ["."], rules: rules, workingDirectory: root), console: recorder.console)
    #expect(status == 0, "\(recorder.error)")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("@Observable\nfinal class Counter {"))
    #expect(text.contains("@State private var counter = Counter()"))
    #expect(!text.contains("StateObject"))
  }

  /// `#Preview` and `@Previewable` need SwiftUI's macros, which the stand-ins cannot provide, so
  /// this case is a test rather than a fixture: a preview's `@Previewable @StateObject` and
  /// `@ObservedObject` locals become `@State` with the class, and a wrapped local anywhere else
  /// keeps its class from migrating (it was left as it was, and no longer compiled).
  @Test func previewablesAreRewrittenAndOtherWrappedLocalsBlock() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      """
      import Combine

      final class Posts: ObservableObject {
          static let shared = Posts()
          @Published var titles: [String] = []
      }

      final class Drafts: ObservableObject {
          @Published var count = 0
      }

      """, to: root.appendingPathComponent("Models.swift"))
    let view = root.appendingPathComponent("PostsView.swift")
    try TestSupport.write(
      """
      import SwiftUI

      struct PostsView: View {
          @ObservedObject var posts: Posts
          @EnvironmentObject private var shared: Posts
          var body: some View { Text("\\(posts.titles.count) \\(shared.titles.count)") }
      }

      #Preview {
          @Previewable @StateObject var posts = Posts()
          @Previewable @ObservedObject var shared = Posts.shared
          PostsView(posts: posts)
              .environmentObject(shared)
      }

      func countDrafts() -> Int {
          @ObservedObject var drafts = Drafts()
          return drafts.count
      }

      """, to: view)
    let rules = ["observable-macro-migration"].compactMap { RuleRegistry.rule(withID: $0) }
    let options = RunOptions(
      paths: ["."], rules: rules, workingDirectory: root,
      assumedDeploymentTarget: try DeploymentTarget.parse("iOS17"))
    let messages = Engine(options: options).check().findings.map(\.message)
    #expect(
      messages.contains {
        $0.contains(
          "PostsView.swift:17 holds 'drafts' in a local '@ObservedObject', which the migration does not rewrite"
        )
      }, "\(messages)")
    let recorder = TestSupport.Recorder()
    #expect(Modes.fix(options, console: recorder.console) == 0, "\(recorder.error)")
    let text = try String(contentsOf: view, encoding: .utf8)
    #expect(text.contains("@Previewable @State var posts = Posts()"))
    #expect(text.contains("@Previewable @State var shared = Posts.shared"))
    #expect(text.contains(".environment(shared)"))
    #expect(text.contains("@ObservedObject var drafts = Drafts()"))
  }

  /// A holder whose value comes from another module (`Inject.observer`, or `player.state` where
  /// `let player = MusicPlayer.shared` comes from one) cannot hold the class; one reached through
  /// a file-scope variable (`Current.counter`) is followed and rewritten.
  @Test func holdersReachedThroughGlobalsAndOtherModulesAreTold() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      """
      import Combine

      final class Counter: ObservableObject {
          @Published var value = 0
      }

      final class Environment {
          let counter = Counter()
      }

      var Current = Environment()

      """, to: root.appendingPathComponent("Counter.swift"))
    let view = root.appendingPathComponent("CounterView.swift")
    try TestSupport.write(
      """
      import SwiftUI
      import Inject
      import MusicKit

      let player = MusicPlayer.shared

      struct CounterView: View {
          @ObservedObject private var observer = Inject.observer
          @ObservedObject private var playback = player.state
          @StateObject private var counter = Current.counter
          var body: some View { Text("\\(counter.value) \\(playback.value)") }
      }

      """, to: view)
    let rules = ["observable-macro-migration"].compactMap { RuleRegistry.rule(withID: $0) }
    let recorder = TestSupport.Recorder()
    let status = Modes.fix(
      RunOptions(
        paths: ["."], rules: rules, workingDirectory: root,
        assumedDeploymentTarget: try DeploymentTarget.parse("iOS17")), console: recorder.console)
    #expect(status == 0, "\(recorder.error)\(recorder.output)")
    let text = try String(contentsOf: view, encoding: .utf8)
    #expect(text.contains("@State private var counter = Current.counter"))
    #expect(text.contains("@ObservedObject private var observer = Inject.observer"))
    #expect(text.contains("@ObservedObject private var playback = player.state"))
  }

  /// SwiftUI declares an adaptor's `$appDelegate` bindings only where the delegate is an
  /// `ObservableObject`, in an extension the compiler on Linux does not project from, so this case
  /// is a test rather than a fixture: code reading them keeps the delegate from migrating.
  @Test func delegateAdaptorBindingsBlock() throws {
    let root = try TestSupport.temporaryDirectory()
    let delegate = root.appendingPathComponent("AppDelegate.swift")
    let delegateText = """
      import UIKit

      final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
          @Published var isRegistered = false
      }

      """
    try TestSupport.write(delegateText, to: delegate)
    try TestSupport.write(
      """
      import SwiftUI

      @main
      struct ReminderApp: App {
          @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

          var body: some Scene {
              WindowGroup {
                  Toggle("On", isOn: $appDelegate.isRegistered)
                      .environmentObject(appDelegate)
              }
          }
      }

      """, to: root.appendingPathComponent("ReminderApp.swift"))
    let rules = ["observable-macro-migration"].compactMap { RuleRegistry.rule(withID: $0) }
    let recorder = TestSupport.Recorder()
    let status = Modes.check(
      RunOptions(
        paths: ["."], rules: rules, workingDirectory: root,
        assumedDeploymentTarget: try DeploymentTarget.parse("iOS17")), reporter: .xcode,
      console: recorder.console)
    #expect(status == Modes.Status.changesOrFindings, "\(recorder.error)")
    #expect(
      recorder.outputText.contains(
        "not fixed because ReminderApp.swift:9 reads '$appDelegate', the bindings of an '@UIApplicationDelegateAdaptor'"
      ), "\(recorder.outputText)")
    #expect(try String(contentsOf: delegate, encoding: .utf8) == delegateText)
  }

  /// A method of an Objective-C class the sources do not declare shares its name with a property
  /// wrapper that takes only `ObservableObject`s (`HelperTools.defaultsDB()` beside
  /// `@defaultsDB`); the fixture stand-ins cannot declare a type the scan does not see, so this
  /// case is a test: the call is not a use of the wrapper, and the class beside it migrates.
  @Test func memberOfAnUndeclaredTypeIsNotAUseOfTheGeneric() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      """
      import Combine
      import Foundation

      @propertyWrapper
      struct defaultsDB<Value> {
          let key: String
          init(_ key: String) { self.key = key }
          var wrappedValue: Value {
              get { UserDefaults.standard.object(forKey: key) as! Value }
              set { UserDefaults.standard.set(newValue, forKey: key) }
          }
          static subscript<Owner: ObservableObject>(
              _enclosingInstance owner: Owner,
              wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
              storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
          ) -> Value {
              get { owner[keyPath: storageKeyPath].wrappedValue }
              set { owner[keyPath: storageKeyPath].wrappedValue = newValue }
          }
      }

      """, to: root.appendingPathComponent("Defaults.swift"))
    let view = root.appendingPathComponent("RegisterView.swift")
    try TestSupport.write(
      """
      import SwiftUI

      final class Dismisser: ObservableObject {
          @Published var isShown = true
      }

      struct RegisterView: View {
          @StateObject private var dismisser = Dismisser()

          var body: some View {
              Text(HelperTools.defaultsDB().bool(forKey: "dnssec") ? "on" : "off")
                  .opacity(dismisser.isShown ? 1 : 0)
          }
      }

      """, to: view)
    let rules = ["observable-macro-migration"].compactMap { RuleRegistry.rule(withID: $0) }
    let recorder = TestSupport.Recorder()
    let status = Modes.fix(
      RunOptions(
        paths: ["."], rules: rules, workingDirectory: root,
        assumedDeploymentTarget: try DeploymentTarget.parse("iOS17")),
      console: recorder.console)
    #expect(status == 0, "\(recorder.error)")
    let text = try String(contentsOf: view, encoding: .utf8)
    #expect(text.contains("@Observable\nfinal class Dismisser {"), "\(text)")
    #expect(text.contains("@State private var dismisser = Dismisser()"), "\(text)")
  }

  /// A class adopting a library's `ViewModel` protocol (pera-ios: `final class TutorialViewModel:
  /// ViewModel` from MacaroonUIKit) is not the subclass of a class nested elsewhere under that
  /// name (`Overlay.ViewModel: ObservableObject`): outside `Overlay`, the simple name does not
  /// reach it. The stand-ins cannot declare a module the scan does not see, so this is a test.
  @Test func simpleNameDoesNotReachATypeNestedElsewhere() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      """
      import SwiftUI
      import MacaroonUIKit

      final class TutorialViewModel: ViewModel {
          private(set) var title: String?
      }

      enum Overlay {
          final class ViewModel: ObservableObject {
              @Published var isShown = false
          }
      }

      struct OverlayView: View {
          @StateObject private var model = Overlay.ViewModel()

          var body: some View {
              Text(model.isShown ? "shown" : "hidden")
          }
      }

      """, to: root.appendingPathComponent("Overlay.swift"))
    let rules = ["observable-macro-migration", "viewmodel-main-actor"].compactMap {
      RuleRegistry.rule(withID: $0)
    }
    let findings = Engine(
      options: RunOptions(
        paths: ["."], rules: rules, workingDirectory: root,
        assumedDeploymentTarget: try DeploymentTarget.parse("iOS17"))
    ).check().findings
    #expect(
      findings.map(\.message).allSatisfy { !$0.contains("TutorialViewModel") },
      "\(findings.map(\.message))")
    #expect(findings.contains { $0.message.hasPrefix("migrate 'Overlay.ViewModel' from") })
  }

  /// Generated design systems declare protocols that refine several others in every theme; the
  /// searches for `ObservableObject` and for `@MainActor` visit each declaration once, not each
  /// path through them (2^32 paths here).
  @Test func aLatticeOfProtocolsIsSearchedOncePerDeclaration() throws {
    let depth = 32
    let lattice =
      (0..<depth).map { level in
        ["A", "B"].map { "protocol \($0)\(level): A\(level + 1), B\(level + 1) {}\n" }.joined()
      }.joined() + "protocol A\(depth) {}\nprotocol B\(depth) {}\n"
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      """
      import SwiftUI

      final class ThemeModel: ObservableObject, A0 {
          @Published var accent = 0
      }

      struct ThemeView: View {
          @StateObject private var model = ThemeModel()

          var body: some View {
              Text("\\(model.accent)")
          }
      }

      """ + lattice, to: root.appendingPathComponent("Theme.swift"))
    let findings = Engine(
      options: RunOptions(
        paths: ["."],
        rules: ["observable-macro-migration", "viewmodel-main-actor"].compactMap {
          RuleRegistry.rule(withID: $0)
        },
        workingDirectory: root, assumedDeploymentTarget: try DeploymentTarget.parse("iOS17"))
    ).check().findings
    #expect(
      Set(findings.filter { $0.message.contains("'ThemeModel'") }.map(\.ruleID))
        == ["observable-macro-migration", "viewmodel-main-actor"], "\(findings.map(\.message))")
  }

  /// SwiftSyntax rejects some code the compiler accepts, so a refusal blamed on a file that does
  /// not parse names the line and the parser's complaint: a person can see what to change.
  @Test func aFileThatDoesNotParseIsNamedWithItsLineAndComplaint() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      """
      import Combine

      final class Settings: ObservableObject {
          @Published var units = 0
      }

      """, to: root.appendingPathComponent("Settings.swift"))
    try TestSupport.write(
      """
      extension Settings {
          func apply(_ done: @escaping @MainActor([Int]) -> Void) {}
      }

      """, to: root.appendingPathComponent("Settings+Apply.swift"))
    let report = Engine(
      options: RunOptions(
        paths: ["."], rules: [RuleRegistry.rule(withID: "observable-macro-migration")!],
        workingDirectory: root, assumedDeploymentTarget: try DeploymentTarget.parse("iOS17"))
    ).check()
    let complaint = "expected '(', type, and ')' in function type"
    #expect(
      report.problems == [
        Problem(
          .warning,
          "Settings+Apply.swift: does not parse as Swift (line 2: \(complaint)); file skipped")
      ])
    let finding = try #require(report.findings.first)
    #expect(finding.fix == nil)
    #expect(
      finding.message.hasSuffix(
        "not fixed because Settings+Apply.swift:2 does not parse (\(complaint)) and mentions 'Settings'; make it parse, then run the fix again"
      ), "\(finding.message)")
  }
}
