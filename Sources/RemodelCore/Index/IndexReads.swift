import Foundation

/// One thing the rules of a file read of the rest of the run: an entry of an index table, a
/// table read whole, or another file. After a pass of fixes, a file's rules run again only
/// when something they read changed: their findings depend on nothing else.
enum IndexRead: Hashable, Sendable {
  /// The index's tables by name.
  enum Table: Sendable {
    case declarations, extensions, callSites, inheritors, aliases, wrapperHolders
    case functionValueReferences, memberReaders, mentioners, globalVariables, globalFunctions
    case contentHosts
  }

  case entry(Table, String)
  case file(String)
  /// What a file imports, and what the files of a module (by key) import.
  case fileImports(String)
  case moduleImports(String)
  /// The names of the scanned modules.
  case moduleNames
  case untypedWrapperHolders
  case publishedTypeNames
  case observableObjectGenerics

  /// What changes for readers of the index when the file at `path` goes from `old` to `new`
  /// (nil: not there, or no longer parsing): the file itself, and each entry the file adds,
  /// removes or changes in a table, judged by the tables the index builds.
  static func changes(
    at path: String, from old: FileSummary?, to new: FileSummary?, modules: ModuleMap
  ) -> Set<IndexRead> {
    let before = ProjectIndex.Tables(old.map { [$0] } ?? [])
    let after = ProjectIndex.Tables(new.map { [$0] } ?? [])
    var changes: Set<IndexRead> = [.file(path)]
    if old == nil { changes.insert(.moduleNames) }
    func compare<Value: Equatable>(
      _ table: Table, _ entries: KeyPath<ProjectIndex.Tables, [String: Value]>
    ) {
      let (was, now) = (before[keyPath: entries], after[keyPath: entries])
      for name in Set(was.keys).union(now.keys) where was[name] != now[name] {
        changes.insert(.entry(table, name))
      }
    }
    compare(.declarations, \.declarations)
    compare(.extensions, \.extensions)
    compare(.callSites, \.callSitesByName)
    compare(.inheritors, \.subclassCandidates)
    compare(.aliases, \.aliasesByAliasedName)
    compare(.wrapperHolders, \.wrapperHolders)
    compare(.functionValueReferences, \.pathsReferencingAsFunction)
    compare(.memberReaders, \.pathsReadingMember)
    compare(.mentioners, \.pathsMentioning)
    compare(.contentHosts, \.contentHosts)
    // File-scope variables and functions are few: every one the file declares counts.
    for name in Set(before.globalVariables.keys).union(after.globalVariables.keys) {
      changes.insert(.entry(.globalVariables, name))
    }
    for name in Set(before.globalFunctions.keys).union(after.globalFunctions.keys) {
      changes.insert(.entry(.globalFunctions, name))
    }
    if before.importsByPath != after.importsByPath
      || before.privilegedImportsByPath != after.privilegedImportsByPath
    {
      changes.insert(.fileImports(path))
      for module in modules.modules(of: path) { changes.insert(.moduleImports(module.key)) }
    }
    if before.untypedWrapperHolderPaths != after.untypedWrapperHolderPaths {
      changes.insert(.untypedWrapperHolders)
    }
    if before.publishedTypeNames != after.publishedTypeNames {
      changes.insert(.publishedTypeNames)
    }
    if before.observableObjectGenerics != after.observableObjectGenerics {
      changes.insert(.observableObjectGenerics)
    }
    return changes
  }
}

/// What the rules of one file read, noted as they read it. An answer shared between files (a
/// pass memo, the index's caches) keeps what making it read, and each file using it notes that.
final class ReadLog: @unchecked Sendable {
  // One file's rules run on one thread: no lock.
  private var frames: [Set<IndexRead>] = [[]]

  /// Everything noted.
  var reads: Set<IndexRead> { frames[0] }

  func note(_ read: IndexRead) { frames[frames.count - 1].insert(read) }

  func note(_ reads: Set<IndexRead>) { frames[frames.count - 1].formUnion(reads) }

  /// Runs `work`, noting what it reads and returning that too.
  func capturing<Value>(_ work: () -> Value) -> (value: Value, reads: Set<IndexRead>) {
    frames.append([])
    let value = work()
    let reads = frames.removeLast()
    note(reads)
    return (value, reads)
  }
}

extension ReadLog? {
  /// `capturing` when there is a log; without one (`check` runs one pass), nothing is noted.
  func capturing<Value>(_ work: () -> Value) -> (value: Value, reads: Set<IndexRead>) {
    guard let log = self else { return (work(), []) }
    return log.capturing(work)
  }
}

/// One of the index's tables by name: every lookup is noted in the asking file's log.
struct NamedTable<Value: Sendable>: Sendable {
  private let table: IndexRead.Table
  private let entries: [String: Value]

  init(_ table: IndexRead.Table, _ entries: [String: Value]) {
    self.table = table
    self.entries = entries
  }

  subscript(_ name: String, _ reads: ReadLog?) -> Value? {
    reads?.note(.entry(table, name))
    return entries[name]
  }
}
