import SwiftSyntax

/// How the members of one type use one of its stored properties: what decides whether its
/// property wrapper can be swapped without breaking the code that uses it.
public struct PropertyUsage {
  /// An assignment `name = value`, `self.name = value`, `_name = value` or `self._name = value`.
  public struct Assignment {
    /// The token naming the property on the left-hand side.
    public let target: TokenSyntax
    /// True for `_name`: the wrapper itself, not its wrapped value, is assigned.
    public let assignsWrapper: Bool
    public let value: ExprSyntax
    /// The initializer containing the assignment, nil when it happens elsewhere.
    public let initializer: InitializerDeclSyntax?
  }

  public private(set) var assignments: [Assignment] = []
  /// `$name` used on its own rather than as the base of a member access (`$name.title`).
  public private(set) var bareProjections: [TokenSyntax] = []
  /// `_name` used other than as an assignment target.
  public private(set) var wrapperReads: [TokenSyntax] = []
  /// Reads of the wrapped value inside an initializer.
  public private(set) var readsInInitializers: [TokenSyntax] = []
  /// Every other use of `name`, `$name` or `_name` that is not an assignment target.
  public private(set) var otherUses: [TokenSyntax] = []
  /// Reads of the wrapped value in a method or computed property that an initializer uses,
  /// directly or through other members, each with the members leading to it: that member reads
  /// the copy of `self` that `init` makes, before SwiftUI installs the view's wrapper, even from
  /// a `Task` it starts there.
  public private(set) var readsThroughInitializerCalls: [(members: [String], read: TokenSyntax)] =
    []

  private init() {}

  public init(of name: String, in members: MemberBlockSyntax) {
    let (properties, methods) = members.instanceMemberNames
    let scanner = Scanner(name: name, otherMembers: properties.union(methods).subtracting([name]))
    scanner.walk(members)
    self = scanner.usage
    readsThroughInitializerCalls = scanner.readsInMembersUsedByInitializers()
  }

  public var initializerAssignments: [Assignment] {
    assignments.filter { $0.initializer != nil }
  }

  private final class Scanner: SyntaxVisitor {
    let name: String
    /// The type's other instance members, whose uses link `init` to the members reading `name`.
    let otherMembers: Set<String>
    var usage = PropertyUsage()
    private var assignmentTargets: Set<SyntaxIdentifier> = []
    private var initializerDepth: [InitializerDeclSyntax] = []
    /// The method or computed property being walked, outside any initializer.
    private var memberDepth: [(id: SyntaxIdentifier, name: String)] = []
    /// Uses of the other members by the initializers and by each member, whose names are
    /// checked for shadowing only when a path from `init` needs them: most never are.
    private var usesByInitializers: [(member: String, reference: DeclReferenceExprSyntax)] = []
    private var usesByMember: [String: [(member: String, reference: DeclReferenceExprSyntax)]] =
      [:]
    private var readsInMember: [String: [TokenSyntax]] = [:]

    init(name: String, otherMembers: Set<String>) {
      self.name = name
      self.otherMembers = otherMembers
      super.init(viewMode: .sourceAccurate)
    }

    func readsInMembersUsedByInitializers() -> [(members: [String], read: TokenSyntax)] {
      guard !readsInMember.isEmpty else { return [] }
      // How `init` reaches each member: the members it goes through, the first used by `init`.
      let usedByInitializers = used(in: usesByInitializers)
      var paths = Dictionary(uniqueKeysWithValues: usedByInitializers.map { ($0, [$0]) })
      var pending = usedByInitializers
      while !pending.isEmpty {
        let member = pending.removeFirst()
        for next in used(in: usesByMember[member, default: []]) where paths[next] == nil {
          paths[next] = paths[member, default: []] + [next]
          pending.append(next)
        }
      }
      return paths.flatMap { member, path in
        readsInMember[member, default: []].map { (path, $0) }
      }.sorted { $0.1.position < $1.1.position }
    }

    /// The members `uses` name that no local shadows, sorted.
    private func used(in uses: [(member: String, reference: DeclReferenceExprSyntax)]) -> [String] {
      var used: Set<String> = []
      for use in uses where !used.contains(use.member) {
        if refersToMember(use.reference, named: use.member) { used.insert(use.member) }
      }
      return used.sorted()
    }

    // Nested types have their own properties.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      initializerDepth.append(node)
      return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { initializerDepth.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if isMemberLevel { memberDepth.append((node.id, node.name.text)) }
      return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveMember(node.id) }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if isMemberLevel, !node.isStored,
        let identifier = node.pattern.as(IdentifierPatternSyntax.self)?.identifier
      {
        memberDepth.append((node.id, identifier.text))
      }
      return .visitChildren
    }
    override func visitPost(_ node: PatternBindingSyntax) { leaveMember(node.id) }

    /// Outside any initializer and member body: where the type's own members are declared.
    private var isMemberLevel: Bool { initializerDepth.isEmpty && memberDepth.isEmpty }

    private func leaveMember(_ id: SyntaxIdentifier) {
      if memberDepth.last?.id == id { memberDepth.removeLast() }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let (target, assignsWrapper) = propertyReference(elements[0])
      {
        assignmentTargets.insert(target.id)
        usage.assignments.append(
          Assignment(
            target: target, assignsWrapper: assignsWrapper, value: elements[2],
            initializer: initializerDepth.last))
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let token = node.baseName
      guard !assignmentTargets.contains(token.id) else { return .skipChildren }
      switch token.text {
      case "$" + name:
        if !node.isProjectionBinding { usage.bareProjections.append(token) }
        usage.otherUses.append(token)
      case "_" + name:
        usage.wrapperReads.append(token)
        usage.otherUses.append(token)
      case name where refersToMember(node, named: name):
        if initializerDepth.isEmpty {
          usage.otherUses.append(token)
          if let member = memberDepth.last?.name {
            readsInMember[member, default: []].append(token)
          }
        } else {
          usage.readsInInitializers.append(token)
        }
      case let other where otherMembers.contains(other):
        if !initializerDepth.isEmpty {
          usesByInitializers.append((other, node))
        } else if let member = memberDepth.last?.name {
          usesByMember[member, default: []].append((other, node))
        }
      default:
        break
      }
      return .skipChildren
    }

    /// `name`, `self.name`, `_name` or `self._name`, with whether it names the wrapper.
    private func propertyReference(_ expression: ExprSyntax) -> (TokenSyntax, Bool)? {
      let reference: DeclReferenceExprSyntax
      if let plain = expression.as(DeclReferenceExprSyntax.self) {
        reference = plain
      } else if let member = expression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        reference = member.declName
      } else {
        return nil
      }
      switch reference.baseName.text {
      case name: return (reference.baseName, false)
      case "_" + name: return (reference.baseName, true)
      default: return nil
      }
    }

    /// A bare `name` is the member unless a parameter, local or binding closer to it shadows
    /// it (`guard let model = Model(…) else { … }; self.init(model: model)`).
    private func refersToMember(_ node: DeclReferenceExprSyntax, named name: String) -> Bool {
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      }
      switch NameBinding.of(name, at: node) {
      case .member, nil: return true
      default: return false
      }
    }
  }
}

extension DeclReferenceExprSyntax {
  /// `$name.title` or `self.$name.title`: the projection is the base of a member access, a
  /// binding to one of its properties, not passed on whole.
  var isProjectionBinding: Bool {
    var projection = Syntax(self)
    if let qualified = parent?.as(MemberAccessExprSyntax.self), qualified.declName.id == id,
      qualified.base?.isSelfReference == true
    {
      projection = Syntax(qualified)
    }
    return projection.parent?.as(MemberAccessExprSyntax.self)?.base?.id == projection.id
  }
}
