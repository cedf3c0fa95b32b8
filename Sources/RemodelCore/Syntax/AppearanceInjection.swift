import SwiftSyntax

/// A view that creates its model in `@StateObject` (or an `@Observable` one in `@State`) and
/// pushes its own inputs into it when it appears: `.onAppear { viewModel.id = id }` or
/// `.task { … }`. The fix passes them to the model's initializer instead, built in the view's
/// `init`.
struct AppearanceInjection {
  /// `model.property = viewProperty` in an appearance closure.
  struct Assignment {
    let statement: CodeBlockItemSyntax
    let closure: ClosureExprSyntax
    let modifier: FunctionCallExprSyntax
    /// The model's property being set.
    let property: String
    /// The view's stored property providing the value.
    let input: String
  }

  let view: StructDeclSyntax
  let holder: WrappedProperty
  let construction: Construction
  /// The view's `init` building the model (`_model = StateObject(wrappedValue: Model(…))`);
  /// nil when the property's initial value does.
  let builtIn: InitializerDeclSyntax?
  let assignments: [Assignment]

  static let modifiers: Set<String> = ["onAppear", "task"]

  /// The injections into each model the view creates with a default value; models it sets
  /// only from state that changes while the view lives (`@State`, `@Binding`, …) have none.
  static func all(in created: [CreatedModel]) -> [AppearanceInjection] {
    created
      .compactMap { created in
        let holder = created.holder
        let inputs = plainStoredProperties(of: holder.owner)
        let assignments = created.appearanceClosures.flatMap {
          closure, modifier in
          closure.statements.compactMap { statement -> Assignment? in
            guard let (property, value) = modelAssignment(statement, model: holder.name),
              inputs.contains(value)
            else { return nil }
            return Assignment(
              statement: statement, closure: closure, modifier: modifier, property: property,
              input: value)
          }
        }
        guard !assignments.isEmpty else { return nil }
        return AppearanceInjection(
          view: holder.owner, holder: holder, construction: created.construction,
          builtIn: created.builtIn,
          assignments: assignments)
      }
  }

  /// `model.configure(service: service)` in an appearance closure: the view's inputs handed to
  /// the model through a method whose name says it sets the model up, which the fix cannot turn
  /// into an initializer and so only reports.
  struct ConfigurationCall {
    let call: FunctionCallExprSyntax
    let modifier: FunctionCallExprSyntax
    let model: Construction
    /// `configure(service:)`.
    let method: String
    let inputs: [String]
  }

  static func configurationCalls(in created: [CreatedModel]) -> [ConfigurationCall] {
    created
      .flatMap { created -> [ConfigurationCall] in
        let holder = created.holder
        let inputs = plainStoredProperties(of: holder.owner)
        return created.appearanceClosures.flatMap { closure, modifier in
          closure.statements.compactMap { statement -> ConfigurationCall? in
            guard
              let call = statement.item.as(FunctionCallExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(
                  FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, names(base, model: holder.name),
              isConfiguration(member.declName.baseName.text), !call.arguments.isEmpty,
              call.trailingClosure == nil
            else { return nil }
            let passed = call.arguments.compactMap { input($0.expression, among: inputs) }
            guard passed.count == call.arguments.count else { return nil }
            let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            return ConfigurationCall(
              call: call, modifier: modifier, model: created.construction,
              method: "\(member.declName.baseName.text)(\(labels))", inputs: passed)
          }
        }
      }
  }

  /// Each `@StateObject` the view creates, or `@State` holding an `@Observable` model, as its
  /// initial value or in its `init` (`_model = StateObject(wrappedValue: Model(…))`), with
  /// that `init`.
  /// A model a view creates in `@StateObject` (or `@State`), and the appearance closures of
  /// that view, which may hand it the view's inputs.
  struct CreatedModel {
    let holder: WrappedProperty
    let construction: Construction
    /// The view's `init` building the model; nil when the property's initial value does.
    let builtIn: InitializerDeclSyntax?
    let appearanceClosures: [(ClosureExprSyntax, FunctionCallExprSyntax)]
  }

  /// The models the views of the file create and could be handed inputs when they appear:
  /// views without an appearance closure are not looked at further.
  static func createdModels(in source: ParsedSource, index: ProjectIndex) -> [CreatedModel] {
    var closuresByView: [SyntaxIdentifier: [(ClosureExprSyntax, FunctionCallExprSyntax)]] = [:]
    return WrappedProperty.all(["StateObject", "State"], in: source.tree) {
      $0.ownsSwiftUIState(in: index)
    }
    .compactMap { holder in
      let owner = holder.owner
      let closures =
        closuresByView[owner.id] ?? AppearanceClosureFinder.closures(in: owner)
      closuresByView[owner.id] = closures
      guard !closures.isEmpty else { return nil }
      let keeper = holder.wrapperName.text
      var value = holder.binding.initializer?.value
      var initializer: InitializerDeclSyntax?
      if value == nil {
        let built = PropertyUsage(of: holder.name, in: holder.owner.memberBlock)
          .initializerAssignments.compactMap { assignment -> ExprSyntax? in
            guard assignment.assignsWrapper,
              let call = assignment.value.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == keeper,
              call.arguments.count == 1,
              ["wrappedValue", "initialValue"].contains(call.arguments.first?.label?.text)
            else { return nil }
            initializer = assignment.initializer
            return call.arguments.first?.expression
          }
        // One construction in one `init`: with several, which one the view has is unknown.
        value = built.count == 1 ? built.first : nil
      }
      guard let value, let construction = Construction(value),
        keeper == "StateObject"
          ? index.isObservableObjectClass(construction.typeName) == true
          : index.isObservable(construction.typeName) == true
      else { return nil }
      return CreatedModel(
        holder: holder, construction: construction, builtIn: initializer,
        appearanceClosures: closures)
    }
  }

  /// `onAppear` or `task`, for messages.
  static func modifierName(_ modifier: FunctionCallExprSyntax) -> String {
    modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "onAppear"
  }

  /// `configure…`, `setup…`/`setUp…`, `inject…`, `setX…` or `set_x…`: names for handing a
  /// model what it needs, not for loading (`load(id:)` on appearance is a load, not an
  /// injection).
  private static func isConfiguration(_ name: String) -> Bool {
    let lowered = name.lowercased()
    if ["configure", "setup", "set_", "inject"].contains(where: lowered.hasPrefix) { return true }
    let afterSet = name.dropFirst(3).first
    return name.hasPrefix("set") && afterSet?.isUppercase == true
  }

  /// The view's input an argument passes, as written without `self.`: one of `inputs`
  /// (`service`, `self.service`) or a member of one (`state.settings`).
  private static func input(_ argument: ExprSyntax, among inputs: Set<String>) -> String? {
    if let name = argument.referencedName(allowingSelf: true) {
      return inputs.contains(name) ? name : nil
    }
    var root = argument
    var members: [String] = []
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
      members.insert(member.declName.baseName.text, at: 0)
      if let name = base.referencedName(allowingSelf: true), inputs.contains(name) {
        return ([name] + members).joined(separator: ".")
      }
      root = base
    }
    return nil
  }

  /// Whether `base` is the model property `model`, or a local `@Bindable var vm = model`
  /// standing for it in `body`.
  private static func names(_ base: ExprSyntax, model: String) -> Bool {
    if base.referencedName(allowingSelf: true) == model { return true }
    guard let alias = base.as(DeclReferenceExprSyntax.self) else { return false }
    var node = Syntax(alias)
    while let parent = node.parent {
      defer { node = parent }
      guard let block = parent.as(CodeBlockItemListSyntax.self) else { continue }
      let declaration = block.lazy.filter { $0.endPosition <= alias.position }
        .compactMap { $0.item.as(VariableDeclSyntax.self) }
        .last { $0.singleBindingName == alias.baseName.text }
      if let declaration {
        return declaration.attributes.attribute(named: ["Bindable"]) != nil
          && declaration.bindings.first?.initializer?.value
            .referencedName(allowingSelf: true) == model
      }
    }
    return false
  }

  /// `model.property = value` or `self.model.property = self.value`, as names.
  private static func modelAssignment(_ statement: CodeBlockItemSyntax, model: String) -> (
    String, String
  )? {
    guard let elements = statement.item.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
      elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let target = elements[0].as(MemberAccessExprSyntax.self),
      target.base?.referencedName(allowingSelf: true) == model,
      let value = elements[2].referencedName(allowingSelf: true)
    else { return nil }
    return (target.declName.baseName.text, value)
  }

  /// Stored properties without a property wrapper: inputs fixed for the view's identity. Those
  /// under a wrapper (`@State`, `@Binding`, `@Environment`, …) change while the view lives.
  private static func plainStoredProperties(of view: StructDeclSyntax) -> Set<String> {
    Set(
      view.memberBlock.flattenedDecls.compactMap { decl in
        guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic,
          variable.attributes.flattenedAttributes.isEmpty,
          variable.bindings.first?.isStored == true
        else { return nil }
        return variable.singleBindingName
      })
  }
}

extension ExprSyntax {
  /// `name` for `name` or, when allowed, `self.name`.
  func referencedName(allowingSelf: Bool) -> String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard allowingSelf, let member = self.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }
}

/// The closures of `.onAppear { … }` and `.task { … }` modifiers in a view's members.
private final class AppearanceClosureFinder: SyntaxVisitor {
  private var found: [(ClosureExprSyntax, FunctionCallExprSyntax)] = []

  static func closures(in view: StructDeclSyntax) -> [(
    ClosureExprSyntax, FunctionCallExprSyntax
  )] {
    let finder = AppearanceClosureFinder(viewMode: .sourceAccurate)
    finder.walk(view.memberBlock)
    return finder.found
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      AppearanceInjection.modifiers.contains(member.declName.baseName.text),
      node.arguments.allSatisfy({ $0.label?.text == "priority" }),
      node.additionalTrailingClosures.isEmpty, let closure = node.trailingClosure,
      closure.signature == nil
    {
      found.append((closure, node))
    }
    return .visitChildren
  }
}
