import SwiftSyntax

/// The imports a file needs when a fix writes types into it that another file names: an
/// initializer forwarded from a model declared next to `import CoreData` may name
/// `NSManagedObjectContext`, which the child's file cannot see without that import.
enum ImportsForMovedTypes {
  /// Why the imports a fix needs cannot be added.
  enum Obstacle: Error {
    /// `origin` imports modules under `#if`, which cannot be copied safely.
    case conditionalImports
    /// A scanned module declares `type`, and the target's module imports it in no file, so
    /// it may not depend on it.
    case moduleNotImported(type: String, module: String)
    /// The target imports `module`, which the moved code needs, only under `#if`.
    case importedUnderCondition(module: String)
  }

  /// Edits adding to `target` the imports of `origin` it lacks, when `typeNames` include a type
  /// that neither the scanned sources nor the standard library declare, and the import of each
  /// scanned module declaring one of them that `target` is not part of.
  static func edits(
    for typeNames: [String], from origin: ParsedSource, into target: ParsedSource,
    index: ProjectIndex
  ) throws(Obstacle) -> [TextEdit] {
    let present = Set(target.wholeFileImports.map(\.module))
    // Swift imports per file: a type from another scanned module (a package target) needs
    // its module imported where the fix writes it, which only a module depending on it can.
    var scannedModules: Set<String> = []
    for name in typeNames {
      for declaration in index.declarations(named: name, seenFrom: origin.path) {
        guard
          let module = index.moduleToImport(forDeclarationIn: declaration.path, from: target.path),
          !present.contains(module)
        else { continue }
        guard index.moduleImports(module, seenFrom: target.path) else {
          throw .moduleNotImported(type: name, module: module)
        }
        scannedModules.insert(module)
      }
    }
    let originImports = Dictionary(
      origin.wholeFileImports.map { ($0.module, $0.decl.trimmedDescription) },
      uniquingKeysWith: { first, _ in first })
    let moduleImports = scannedModules.sorted().map {
      (module: $0, text: originImports[$0] ?? "import \($0)")
    }
    // SwiftUI, UIKit and AppKit re-export Foundation (and SwiftUI CoreGraphics).
    let seesFoundation = !present.isDisjoint(with: ["Foundation", "SwiftUI", "UIKit", "AppKit"])
    let foreign = typeNames.filter {
      !standardLibraryTypes.contains($0) && index.declarations(named: $0).isEmpty
        && !(seesFoundation && foundationTypes.contains($0))
    }
    guard origin.path != target.path else { return [] }
    guard !foreign.isEmpty else { return try insertions(of: moduleImports, into: target) }
    // `MarketKit.Kit` says which import it needs; an unqualified `Kit` may come from any.
    let originModules = Set(origin.wholeFileImports.map(\.module))
    let needed = foreign.allSatisfy(originModules.contains) ? Set(foreign) : originModules
    // SwiftUI re-exports Foundation, Combine and Observation; UIKit and AppKit re-export
    // Foundation.
    var implied: Set<String> = []
    if present.contains("SwiftUI") { implied.formUnion(["Foundation", "Combine", "Observation"]) }
    if !present.isDisjoint(with: ["UIKit", "AppKit"]) { implied.insert("Foundation") }
    let copied = origin.wholeFileImports.filter {
      needed.contains($0.module) && !present.contains($0.module) && !implied.contains($0.module)
        && !scannedModules.contains($0.module)
    }
    if origin.hasConditionalImports { throw .conditionalImports }
    return try insertions(
      of: copied.map { (module: $0.module, text: $0.decl.trimmedDescription) } + moduleImports,
      into: target)
  }

  /// Edits inserting `missing` import lines into `target`, among its imports or above its code.
  private static func insertions(
    of missing: [(module: String, text: String)], into target: ParsedSource
  ) throws(Obstacle) -> [TextEdit] {
    guard !missing.isEmpty else { return [] }
    // An import the target has only under `#if` may not exist where the rest is compiled.
    if let module = missing.map(\.module).first(where: target.conditionallyImportedModules.contains)
    {
      throw .importedUnderCondition(module: module)
    }
    return target.importInsertions(missing)
  }

  /// Capitalised names a type as written starts from: `Binding`, `Item` in `Binding<[Item]>`,
  /// and only `MarketKit` in `MarketKit.Kit`, whose qualifier says where `Kit` comes from.
  static func typeNames(in type: String) -> [String] {
    type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
      .compactMap { $0.split(separator: ".").first.map(String.init) }
      .filter(\.startsWithUppercase)
  }

  /// Foundation and Core Graphics types a file importing SwiftUI, UIKit, AppKit or Foundation
  /// sees: a parameter of such a type needs no import of the model's other modules.
  private static let foundationTypes: Set<String> = [
    "Bundle", "CGFloat", "CGPoint", "CGRect", "CGSize", "Calendar", "CharacterSet", "Data",
    "Date", "DateComponents", "Decimal", "FileManager", "IndexPath", "IndexSet",
    "JSONDecoder", "JSONEncoder", "Locale", "Measurement", "NSNumber", "Notification",
    "NotificationCenter", "TimeInterval", "TimeZone", "URL", "URLComponents", "URLRequest",
    "URLSession", "UUID", "UserDefaults",
  ]

  /// Types every Swift file sees without an import.
  private static let standardLibraryTypes: Set<String> = [
    "Any", "AnyHashable", "AnyObject", "Array", "Bool", "Character", "ClosedRange",
    "Codable", "Comparable", "Decodable", "Dictionary", "Double", "Duration", "Encodable",
    "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int16", "Int32", "Int64",
    "Int8", "MainActor", "Never", "Optional", "Range", "Result", "Self", "Sendable", "Set",
    "String", "Substring", "Task", "UInt", "UInt16", "UInt32", "UInt64", "UInt8", "Void",
  ]
}

extension ParsedSource {
  /// Edits adding the import lines `added` (each with the module it imports): sorted imports
  /// stay sorted, otherwise they follow the last import, after any comment ending its line; in
  /// a file without imports they go above the code, a blank line after them.
  func importInsertions(_ added: [(module: String, text: String)]) -> [TextEdit] {
    guard !added.isEmpty else { return [] }
    let lineEnding = file.lineEnding
    let existing = wholeFileImports
    guard let last = existing.last?.decl else {
      let text = added.map { $0.text + lineEnding }.joined()
      guard let first = tree.statements.first else {
        return [TextEdit(path: path, range: 0..<0, replacement: text)]
      }
      return [insert(text + lineEnding, before: first)]
    }
    let isSorted = existing.map(\.module) == existing.map(\.module).sorted()
    let byNextImport = Dictionary(grouping: added) { line in
      isSorted ? existing.firstIndex { $0.module > line.module } : nil
    }
    // One edit per place, as two insertions at one offset would conflict; in file order, so a
    // fix lists its edits the same way on every run.
    return byNextImport.sorted { ($0.key ?? .max) < ($1.key ?? .max) }.map { next, lines in
      guard let next else {
        let endOfLine = last.endPosition.utf8Offset
        return TextEdit(
          path: path, range: endOfLine..<endOfLine,
          replacement: lines.map { lineEnding + $0.text }.joined())
      }
      return insert(lines.map { $0.text + lineEnding }.joined(), before: existing[next].decl)
    }
  }

  /// `import X` declarations in effect in all of the file's code: those at the top level and
  /// those of a `#if` clause holding all of its code (`#if os(iOS)` … `#endif`), in order.
  var wholeFileImports: [(decl: ImportDeclSyntax, module: String)] {
    (Array(tree.statements) + Array(fileWideClause ?? [])).compactMap { item in
      guard let decl = item.item.as(ImportDeclSyntax.self) else { return nil }
      return (decl, decl.path.first?.name.text ?? "")
    }
  }

  /// The statements of the one `#if` clause, without `#else`, that holds everything in the
  /// file but top-level imports.
  private var fileWideClause: CodeBlockItemListSyntax? {
    let code = tree.statements.filter { !$0.item.is(ImportDeclSyntax.self) }
    guard code.count == 1, let config = code.first?.item.as(IfConfigDeclSyntax.self),
      config.clauses.count == 1, case .statements(let statements)? = config.clauses.first?.elements
    else { return nil }
    return statements
  }

  /// Modules imported only under some `#if`, outside a file-wide clause: code written
  /// anywhere in the file may not see them.
  fileprivate var conditionallyImportedModules: Set<String> {
    fileWideClause == nil ? modulesImportedUnderIf : []
  }

  /// Whether the file imports anything under `#if`, a file-wide clause included: what its
  /// code sees may not be what another file sees.
  fileprivate var hasConditionalImports: Bool { !modulesImportedUnderIf.isEmpty }

  private var modulesImportedUnderIf: Set<String> {
    Set(
      tree.statements.flatMap { item -> [String] in
        item.item.as(IfConfigDeclSyntax.self)?.clauses.flatMap { clause -> [String] in
          guard case .statements(let statements) = clause.elements else { return [] }
          return statements.compactMap {
            $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text
          }
        } ?? []
      })
  }
}

extension ImportsForMovedTypes.Obstacle {
  /// The obstacle in words, for a refusal about moving code written in `origin` into `target`.
  func reason(origin: String, target: String) -> String {
    switch self {
    case .conditionalImports:
      "\(origin) imports modules under '#if', which the types written into \(target) may come from; move the code by hand"
    case .moduleNotImported(let type, let module):
      "'\(type)' is declared in module '\(module)', which no file of the module of \(target) imports (it may not depend on it, or be one of its dependencies); move the code by hand"
    case .importedUnderCondition(let module):
      "\(target) imports '\(module)' only under '#if', and the code written there needs it; move the code by hand"
    }
  }
}
