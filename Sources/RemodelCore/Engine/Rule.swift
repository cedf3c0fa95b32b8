/// Which fix a rule can offer, shown by `remodel rules`.
public enum FixKind: String, Sendable {
  case safe, unsafe, none
}

/// A migration step. It reads one file's tree and the project index and returns its findings,
/// each carrying the edits that fix it; detection and fix are built in one pass.
public protocol Rule: Sendable {
  /// Kebab-case; what users type in `--rules`, suppression comments and fixture folders.
  var id: String { get }
  /// One sentence ending in a period.
  var summary: String { get }
  /// Why the pattern is a problem and what the fix changes.
  var rationale: String { get }
  var isEnabledByDefault: Bool { get }
  var fixKind: FixKind { get }

  func findings(in source: ParsedSource, context: RuleContext) -> [Finding]

  /// Whether the file can hold a finding of this rule, judged from its summary alone (the
  /// words of `FileSummary.askedWords` it contains among it): a file in which no rule can fire
  /// is neither read, walked nor parsed again. Never false where `findings` would find
  /// something.
  func mayFind(summary: FileSummary, context: RuleContext) -> Bool

  /// Whether the rule reads other files' trees again and again while it runs (every file
  /// holding a class, for each class): the run then keeps more trees, trading memory for not
  /// parsing them again.
  var readsOtherFilesRepeatedly: Bool { get }
}

extension Rule {
  public func mayFind(summary: FileSummary, context: RuleContext) -> Bool {
    true
  }

  public var readsOtherFilesRepeatedly: Bool { false }
}

/// What a rule may read besides its own file: the project index, and every other parsed file of
/// the run for fixes that edit several files. Read-only and shared by all rules of a pass.
public struct RuleContext: Sendable {
  public private(set) var index: ProjectIndex
  /// The rules any file of this run runs; `isEnabled(_:at:)` tells for one file, so a
  /// multi-file fix can leave alone what the user switched off.
  public let enabledRuleIDs: Set<String>
  /// The folders the user asked to scan (display paths, `""` for the working directory), where
  /// a fix may add a shared file.
  public let scanRoots: [String]
  /// Deployment targets and library products of the scanned manifests and Xcode project.
  public let project: ProjectSettings
  /// Suppression comments, consulted through here so `check` knows which ones silenced something.
  public let suppressions: SuppressionLedger
  private let store: SourceStore
  /// The rules each scanned file runs, when its configuration differs from `enabledRuleIDs`.
  private let enabledRuleIDsByPath: [String: Set<String>]
  /// Files skipped because they do not parse: invisible to the index, but a multi-file fix
  /// must not change a declaration they may use.
  private let unparsed: [UnparsedFile]
  /// What the rules of this pass share, and what the rules of the current file share.
  private let passValues = Memo()
  var passMemo: PassMemo { PassMemo(memo: passValues, reads: index.reads) }
  private(set) var fileMemo = Memo()

  public init(
    index: ProjectIndex, store: SourceStore, unparsed: [UnparsedFile] = [],
    enabledRuleIDs: Set<String> = Set(RuleRegistry.all.map(\.id)), scanRoots: [String] = [""],
    project: ProjectSettings = ProjectSettings(),
    enabledRuleIDsByPath: [String: Set<String>] = [:],
    suppressions: SuppressionLedger = SuppressionLedger()
  ) {
    self.index = index
    self.enabledRuleIDs = enabledRuleIDs
    self.enabledRuleIDsByPath = enabledRuleIDsByPath
    self.scanRoots = scanRoots
    self.project = project
    self.suppressions = suppressions
    self.store = store
    self.unparsed = unparsed
  }

  /// The context of the rules run on the file at `path`: names resolve in its module.
  func scoped(to path: String) -> RuleContext {
    var scoped = self
    scoped.index = index.scoped(toModuleOf: path)
    scoped.fileMemo = Memo()
    return scoped
  }

  /// The same context, noting what the rules read of the rest of the run in `reads`.
  func noting(_ reads: ReadLog) -> RuleContext {
    var noting = self
    noting.index.reads = reads
    return noting
  }

  /// Whether `ruleID` runs in the file at `path`: a `.remodel.json` may turn it off for some
  /// files, and a multi-file fix must then leave them alone.
  public func isEnabled(_ ruleID: String, at path: String) -> Bool {
    enabledRuleIDsByPath[path]?.contains(ruleID) ?? enabledRuleIDs.contains(ruleID)
  }

  /// The parsed file at `path` (a display path, as findings and edits use), parsed again when
  /// the run let its tree go.
  public func source(at path: String) -> ParsedSource? {
    index.reads?.note(.file(path))
    return store.parsed(at: path)
  }

  /// Whether the file names a class that may be an `ObservableObject`: asked by the `mayFind`
  /// of several rules, answered once per file.
  public func mayMentionObservableObjectClass(_ summary: FileSummary) -> Bool {
    fileMemo.value("mentions-observable \(summary.path)") {
      index.mayMentionObservableObjectClass(in: summary)
    }
  }

  /// Whether the file names a class that may be an `ObservableObject` or an `@Observable`
  /// class, answered once per file.
  public func mayMentionViewModelClass(_ summary: FileSummary) -> Bool {
    mayMentionObservableObjectClass(summary)
      || fileMemo.value("mentions-observable-macro \(summary.path)") {
        summary.mentionedTypeNames.contains(where: index.mayBeObservableMacroClass)
      }
  }

  /// Whether a struct in the file has a property in one of `wrappers` whose written type or
  /// initial value names a class `isWanted` accepts (`@State var model: Model?`,
  /// `@StateObject var model = Feature.Model()`): where a view may own such a model.
  public func mayWrapClass(
    in summary: FileSummary, wrappers: Set<String>, where isWanted: (String) -> Bool
  ) -> Bool {
    summary.types.contains { type in
      type.kind == .struct
        && type.storedProperties.contains {
          mayWrapClass($0, wrappers: wrappers, where: isWanted)
        }
    }
  }

  /// The same for one property.
  public func mayWrapClass(
    _ property: StoredProperty, wrappers: Set<String>, where isWanted: (String) -> Bool
  ) -> Bool {
    property.mayBeWrapped(by: wrappers)
      && [property.type, property.defaultValue].contains { text in
        text?.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains {
          $0.first?.isUppercase == true && isWanted(String($0))
        } == true
      }
  }

  /// Skipped files whose text contains `word`.
  public func unparsedFiles(mentioning word: String) -> [UnparsedFile] {
    unparsed.filter { $0.file.contains(word) }
  }
}
