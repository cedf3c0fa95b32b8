/// The read-only summary of every type in the scanned sources, answering the questions rules ask
/// about types declared in other files.
public struct ProjectIndex: Sendable {
  /// Declarations (not extensions) by simple name.
  private let declarations: [String: [TypeSummary]]
  /// Extensions by the simple name of the extended type.
  private let extensions: [String: [TypeSummary]]
  /// Calls that create a type by name, by that name.
  private let callSites: [String: [CallSite]]

  public init(summaries: [TypeSummary], callSites: [CallSite] = []) {
    var declarations: [String: [TypeSummary]] = [:]
    var extensions: [String: [TypeSummary]] = [:]
    for summary in summaries {
      if summary.kind == .extension {
        extensions[summary.name, default: []].append(summary)
      } else {
        declarations[summary.name, default: []].append(summary)
      }
    }
    self.declarations = declarations
    self.extensions = extensions
    self.callSites = Dictionary(grouping: callSites, by: \.typeName)
  }

  /// Every place in the scanned sources that calls `name(…)` or `name.init(…)`.
  public func callSites(of name: String) -> [CallSite] {
    callSites[name, default: []]
  }

  public func declarations(named name: String) -> [TypeSummary] {
    declarations[name, default: []]
  }

  public func extensions(of name: String) -> [TypeSummary] {
    extensions[name, default: []]
  }

  /// True or false when every declaration named `name` agrees; nil when the index does not know
  /// the type or its declarations disagree.
  public func isObservableObjectClass(_ name: String) -> Bool? {
    agreement(declarations(named: name)) { type in
      type.kind == .class && conforms(type, to: "ObservableObject", visited: [])
    }
  }

  /// Whether the type is marked `@Observable`; nil when unknown or ambiguous.
  public func isObservable(_ name: String) -> Bool? {
    agreement(declarations(named: name)) { $0.attributes.contains("Observable") }
  }

  /// Whether the type conforms to `View`, directly, through an extension or a refining protocol.
  public func isView(_ name: String) -> Bool? {
    agreement(declarations(named: name)) { conforms($0, to: "View", visited: []) }
  }

  private func agreement(_ types: [TypeSummary], _ predicate: (TypeSummary) -> Bool) -> Bool? {
    let answers = Set(types.map(predicate))
    return answers.count == 1 ? answers.first : nil
  }

  /// Follows inherited types, extensions, superclasses and refining protocols, guarding cycles.
  private func conforms(_ type: TypeSummary, to target: String, visited: Set<String>) -> Bool {
    guard !visited.contains(type.name) else { return false }
    let visited = visited.union([type.name])
    let inherited = type.inheritedTypes + extensions(of: type.name).flatMap(\.inheritedTypes)
    return inherited.contains { name in
      name == target
        || declarations(named: name).contains { parent in
          [.class, .protocol].contains(parent.kind)
            && conforms(parent, to: target, visited: visited)
        }
    }
  }
}

/// What the index keeps of one file.
public struct FileSummary: Sendable {
  public let types: [TypeSummary]
  public let callSites: [CallSite]

  public init(_ source: ParsedSource) {
    types = TypeSummaryCollector.summaries(of: source)
    callSites = CallSiteCollector.callSites(in: source)
  }
}

extension ProjectIndex {
  public init(files: [FileSummary]) {
    self.init(summaries: files.flatMap(\.types), callSites: files.flatMap(\.callSites))
  }
}
