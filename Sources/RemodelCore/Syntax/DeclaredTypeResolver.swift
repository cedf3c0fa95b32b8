import SwiftSyntax

/// Finds the declared type of a name used as the base of a member access (`viewModel` in
/// `viewModel.isLoading`) from the declarations around it: parameters, locals, and stored
/// properties of the enclosing type. No type inference: what is not written is unknown.
enum DeclaredTypeResolver {
  enum Resolution: Equatable {
    /// The simple name of the declared type.
    case type(String)
    case unknown

    var typeName: String? {
      guard case .type(let name) = self else { return nil }
      return name
    }
  }

  /// `strippingDollar` resolves `$viewModel` as `viewModel`.
  /// `index` finds stored properties declared elsewhere than the member block the reference is
  /// in (an extension's members read the type's properties).
  static func resolve(
    _ reference: DeclReferenceExprSyntax, strippingDollar: Bool = false, index: ProjectIndex? = nil
  ) -> Resolution {
    // `$0`, `$1`: a parameter of the innermost closure, which declares none.
    if case .dollarIdentifier(let text) = reference.baseName.tokenKind {
      guard let index, let position = Int(text.dropFirst()),
        let closure = reference.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) })
      else { return .unknown }
      return rowElement(of: closure, parameter: position, index: index)
    }
    if reference.baseName.tokenKind == .keyword(.self) {
      return enclosingTypeName(of: Syntax(reference)).map(Resolution.type) ?? .unknown
    }
    let name =
      strippingDollar ? String(reference.baseName.text.dropFirst()) : reference.baseName.text
    return resolve(name, at: reference, index: index)
  }

  /// The declared type of what the bare `name` means at `node`.
  private static func resolve(_ name: String, at node: some SyntaxProtocol, index: ProjectIndex?)
    -> Resolution
  {
    switch NameBinding.of(name, at: node) {
    case .closureParameter(let closure):
      let resolution = closureParameter(name, in: closure) ?? .unknown
      guard resolution == .unknown, let index,
        let position = parameterPosition(of: name, in: closure)
      else { return resolution }
      return rowElement(of: closure, parameter: position, index: index)
    case .parameter(let parameter):
      return parameter.type.nominalName.map(Resolution.type) ?? .unknown
    case .local(let variable, let binding):
      let declared = declaredType(of: variable, binding, index: index)
      // `let editor = controller?.workspace?.editor`: a local's value reads only what is
      // declared before it, so following the chain cannot come back here.
      if declared == .unknown, let index, let value = binding.initializer?.value {
        return resolve(value, index: index)
      }
      return declared
    case .tupleElement(let binding, let position):
      return tupleElementType(binding, position: position)
    case .optionalBinding(let binding):
      if let type = binding.typeAnnotation?.type.nominalName { return .type(type) }
      guard let index, let value = binding.initializer?.value else { return .unknown }
      return resolve(value, index: index)
    case .loopElement(let loop):
      guard let index else { return .unknown }
      if loop.pattern.is(IdentifierPatternSyntax.self) {
        // `for plan in plansByID.values`: a dictionary's values.
        if let values = loop.sequence.as(MemberAccessExprSyntax.self),
          values.declName.baseName.text == "values", let dictionary = values.base
        {
          return elementType(of: dictionary, index: index, keyed: true, optional: false)
        }
        // `guard let channels else { return }; for channel in channels`: the optional
        // property, unwrapped under its own name.
        let unwrapped =
          loop.sequence.as(DeclReferenceExprSyntax.self).map { reference in
            if case .optionalBinding(let binding) = NameBinding.of(
              reference.baseName.text, at: reference, shorthandBinds: true)
            {
              return binding.initializer == nil
            }
            return false
          } ?? false
        return elementType(of: loop.sequence, index: index, optional: unwrapped)
      }
      // `for (offset, post) in posts.enumerated()`.
      let names = loop.pattern.as(TuplePatternSyntax.self)?.elements.map {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      guard names?.count == 2, names?.last == name else { return .unknown }
      if let rows = enumeratedBase(loop.sequence) {
        return elementType(of: rows, index: index, optional: false)
      }
      // `for (id, upload) in uploadsByID`: a dictionary's values (an array's elements are no
      // pair unless written as a tuple, which names no type).
      return elementType(of: loop.sequence, index: index, keyed: true, optional: false)
    case .member(let members, let declaration):
      if let resolution = storedProperty(name, in: members, index: index) { return resolution }
      guard let index, let type = typeName(of: declaration) else { return .unknown }
      // Declared in the type's other parts, or computed in an extension of a protocol it adopts.
      for resolution in [
        { index.storedPropertyType(of: type, named: name) },
        { index.computedPropertyType(of: type, named: name) },
        { index.protocolExtensionPropertyType(of: type, named: name) },
      ] {
        if case .type(let found) = resolution() { return .type(found) }
      }
      return .unknown
    // A `case` pattern's value is followed by `ObservableMigration.enumPayloadType`.
    case .patternBinding, .caughtError, nil:
      return .unknown
    }
  }

  /// The declared type of an expression naming a value: `viewModel`, `self.viewModel`,
  /// `store.feed.viewModel`, following stored properties through the index, or the type a
  /// value is cast to (`config as? QemuConfiguration`).
  static func resolve(_ expression: ExprSyntax, index: ProjectIndex) -> Resolution {
    if let elements = expression.as(SequenceExprSyntax.self)?.elements, elements.count == 3 {
      let operation = elements.dropFirst().first
      if operation?.is(UnresolvedAsExprSyntax.self) == true {
        return elements.last?.as(TypeExprSyntax.self)?.type.nominalName.map(Resolution.type)
          ?? .unknown
      }
      // `focused ?? lastFocused`: the unwrapped left side's type.
      if operation?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
        let left = elements.first
      {
        return resolve(left, index: index)
      }
    }
    var base = expression
    while let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression
      ?? base.as(ForceUnwrapExprSyntax.self)?.expression
      ?? base.as(TryExprSyntax.self)?.expression ?? base.as(AwaitExprSyntax.self)?.expression
    {
      base = unwrapped
    }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return resolve(
        reference, strippingDollar: reference.baseName.text.hasPrefix("$"), index: index)
    }
    // `rows[index]`, `entries[key]`: an element of an array, or a value of a dictionary.
    if let element = base.as(SubscriptCallExprSyntax.self), element.arguments.count == 1,
      element.arguments.first?.label == nil
    {
      return elementType(of: element.calledExpression, index: index, keyed: true)
    }
    // `rows.first`, `rows.last(where: …)`, `rows.randomElement()`: one of the elements.
    if let element = pickedElementType(base, index: index) { return element }
    if let call = base.as(FunctionCallExprSyntax.self) { return resultType(of: call, index: index) }
    // `super` is the same object as `self`.
    if base.is(SuperExprSyntax.self) {
      return enclosingTypeName(of: Syntax(base)).map(Resolution.type) ?? .unknown
    }
    if case .type(let type) = staticPropertyType(base, index: index) { return .type(type) }
    guard let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
      case .type(let owner) = resolve(inner, index: index)
    else { return .unknown }
    let name = member.declName.baseName.text
    let stored = index.storedPropertyType(
      of: owner, named: name, arguments: writtenGenericArguments(of: inner))
    return stored == .unknown ? index.computedPropertyType(of: owner, named: name) : stored
  }

  /// The generic arguments of the type `expression` is written with: cast to
  /// (`$0 as? Entity<Post, PostData>`), or declared or bound with (`if let entity = $0 as?
  /// Entity<Post, PostData>`, `let entity: Entity<Post, PostData>`, a parameter or a stored
  /// property); empty when none is written.
  static func writtenGenericArguments(of expression: ExprSyntax) -> [String?] {
    if let elements = expression.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
      elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
    {
      return elements.last?.as(TypeExprSyntax.self)?.type.genericArgumentNames ?? []
    }
    // `self.content`: the stored property's annotation.
    if let member = expression.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true
    {
      return enclosingMemberBlock(of: Syntax(member)).map {
        annotatedGenericArguments(of: member.declName.baseName.text, in: $0)
      } ?? []
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return [] }
    let name = reference.baseName.text
    let written = { (annotation: TypeAnnotationSyntax?, initializer: InitializerClauseSyntax?) in
      annotation?.type.genericArgumentNames
        ?? initializer.map { writtenGenericArguments(of: $0.value) } ?? []
    }
    switch NameBinding.of(name, at: reference) {
    case .parameter(let parameter):
      return parameter.type.genericArgumentNames
    case .local(_, let binding):
      return written(binding.typeAnnotation, binding.initializer)
    case .optionalBinding(let binding):
      return written(binding.typeAnnotation, binding.initializer)
    case .member(let members, _):
      return annotatedGenericArguments(of: name, in: members)
    case .closureParameter, .patternBinding, .caughtError, .loopElement, .tupleElement, nil:
      return []
    }
  }

  /// The generic arguments of the type the stored property `name` is annotated with.
  private static func annotatedGenericArguments(of name: String, in members: MemberBlockSyntax)
    -> [String?]
  {
    let variable = members.flattenedDecls.compactMap { $0.as(VariableDeclSyntax.self) }
      .first { $0.singleBindingName == name }
    return variable?.bindings.first?.typeAnnotation?.type.genericArgumentNames ?? []
  }

  /// What a call returns: the constructed type (`Builder()`), or the result type the methods
  /// of that name write (`scenario.model.event(identifiedBy: id)`, `Store.make()`,
  /// `makeViewModel()`).
  private static func resultType(of call: FunctionCallExprSyntax, index: ProjectIndex)
    -> Resolution
  {
    if let construction = Construction(ExprSyntax(call)) {
      return .type(String(construction.typeName.split(separator: ".").last ?? ""))
    }
    if case .type(let product) = factoryProduct(of: call, index: index) { return .type(product) }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let owner = member.base, !owner.isSelfReference
    else { return methodResultType(ExprSyntax(call)).map(Resolution.type) ?? .unknown }
    let name = member.declName.baseName.text
    let ownerType: String
    if let type = typeName(written: owner) {
      ownerType = type
    } else if case .type(let type) = resolve(owner, index: index) {
      ownerType = type
    } else {
      return .unknown
    }
    return lookupResult(of: call, named: name, on: ownerType, index: index)
      ?? index.methodResultType(of: ownerType, named: name)
  }

  /// What `call` of the method `name` of `owner` returns when the method returns the type a
  /// metatype argument names (`Assembler.resolve(Store.self)`): that type, or unknown for an
  /// argument other than `Type.self`; nil for any other method.
  static func lookupResult(
    of call: FunctionCallExprSyntax, named name: String, on owner: String, index: ProjectIndex
  ) -> Resolution? {
    guard let position = index.resultTypeArgumentPosition(of: owner, named: name) else {
      return nil
    }
    guard position < call.arguments.count,
      let metatype = call.arguments.dropFirst(position).first?.expression.as(
        MemberAccessExprSyntax.self),
      metatype.declName.baseName.tokenKind == .keyword(.self),
      let base = metatype.base, let type = typeName(written: base)
    else { return .unknown }
    return .type(type)
  }

  /// What a dependency container's factory makes, when `call` asks one for it:
  /// `resolve(\Services.store)`, or calls the factory (`Container.shared.store()`).
  static func factoryProduct(of call: FunctionCallExprSyntax, index: ProjectIndex) -> Resolution {
    if let injection = containerResolution(call) { return index.product(of: injection) }
    guard call.arguments.isEmpty, call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let owner = member.base, !owner.isSelfReference,
      let container = resolve(owner, index: index).typeName ?? sharedInstanceType(owner)
    else { return .unknown }
    return index.product(
      of: FactoryReference(container: container, factory: member.declName.baseName.text))
  }

  /// `Container` of `Container.shared`, a library's singleton the sources only extend.
  private static func sharedInstanceType(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "shared"
    else { return nil }
    return member.base.flatMap(typeName(written:))
  }

  /// Property wrappers of the Factory library that take the key path of a container's factory.
  private static let injectionWrappers: Set<String> = [
    "Injected", "LazyInjected", "WeakLazyInjected", "InjectedObject",
  ]

  /// The factory filling `@LazyInjected(\Services.store) var store`, `@Injected(\.store) var
  /// store` (Factory's own `Container` when the key path names none) or `let store =
  /// resolve(\Services.store)`.
  static func injection(of variable: VariableDeclSyntax, _ binding: PatternBindingSyntax)
    -> FactoryReference?
  {
    if let wrapper = variable.attributes.attribute(named: injectionWrappers),
      case .argumentList(let arguments) = wrapper.arguments, arguments.count == 1,
      let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self)
    {
      return factory(at: keyPath)
    }
    return binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(containerResolution)
  }

  /// The factory `resolve(\Services.store)` (or `resolve(\.store)`, of Factory's own
  /// `Container`) makes its value with.
  private static func containerResolution(_ call: FunctionCallExprSyntax) -> FactoryReference? {
    guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "resolve",
      call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
      let keyPath = argument.expression.as(KeyPathExprSyntax.self)
    else { return nil }
    return factory(at: keyPath)
  }

  private static func factory(at keyPath: KeyPathExprSyntax) -> FactoryReference? {
    guard keyPath.components.count == 1,
      let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
    else { return nil }
    return FactoryReference(
      container: keyPath.root?.nominalName ?? "Container",
      factory: property.declName.baseName.text)
  }

  /// The methods whose closure's parameter is an element of the collection they are called on.
  private static let elementClosureMethods: Set<String> = [
    "map", "compactMap", "flatMap", "forEach", "filter", "first", "last", "contains",
    "allSatisfy", "firstIndex", "lastIndex", "sorted", "min", "max", "drop", "prefix",
    "removeAll",
  ]

  /// Collection methods and Combine operators whose result holds (or emits) the elements of
  /// what they are called on.
  private static let elementPreservingMethods: Set<String> = [
    "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled",
    "removeDuplicates", "receive", "debounce", "throttle", "eraseToAnyPublisher", "delay",
    "share", "subscribe", "handleEvents",
  ]

  /// The type of the values `$name` (`model.$name`) emits when `name` is a `@Published`
  /// property whose type is written; nil when the expression is no such publisher.
  private static func publishedValueType(_ expression: ExprSyntax, index: ProjectIndex)
    -> Resolution?
  {
    let reference =
      expression.as(DeclReferenceExprSyntax.self)
      ?? expression.as(MemberAccessExprSyntax.self).map(\.declName)
    guard let reference, reference.baseName.text.hasPrefix("$") else { return nil }
    let name = String(reference.baseName.text.dropFirst())
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      !base.isSelfReference
    {
      guard case .type(let owner) = resolve(base, index: index) else { return .unknown }
      let published = index.declarations(named: owner).flatMap(\.storedProperties).filter {
        $0.name == name && $0.wrapper == "Published"
      }
      guard published.count == 1, let type = published.first?.typeName else { return .unknown }
      return index.ofKnownType(type, memberOf: owner)
    }
    return ownPublishedType(of: reference)?.nominalName.map(Resolution.type) ?? .unknown
  }

  /// The written type of the enclosing type's own `@Published` property that `$name` at
  /// `publisher` projects; nil when a closer name shadows it, or it is no such property.
  private static func ownPublishedType(of publisher: DeclReferenceExprSyntax) -> TypeSyntax? {
    let name = String(publisher.baseName.text.dropFirst())
    guard !isShadowed(name, at: publisher),
      let variable = enclosingMemberBlock(of: Syntax(publisher))?.flattenedDecls
        .compactMap({ $0.as(VariableDeclSyntax.self) }).first(where: {
          $0.singleBindingName == name
        }),
      variable.attributes.attribute(named: ["Published"]) != nil
    else { return nil }
    return variable.bindings.first?.typeAnnotation?.type
  }

  /// The element type of `rows.first`, `rows.last`, or a call picking one of the elements
  /// (`rows.first(where: …)`, `rows.randomElement()`); nil for any other expression.
  static func pickedElementType(_ expression: ExprSyntax, index: ProjectIndex) -> Resolution? {
    let call = expression.as(FunctionCallExprSyntax.self)
    guard
      let member = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self),
      let rows = member.base
    else { return nil }
    let picks: Set<String> =
      call == nil ? ["first", "last"] : ["first", "last", "randomElement", "min", "max"]
    return picks.contains(member.declName.baseName.text) ? elementType(of: rows, index: index) : nil
  }

  private static let presentationMethods: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination",
  ]

  /// The declared type of what a binding `$name` or `$owner.name` reaches (optionals
  /// unwrapped, as the presentation's closure receives the value).
  private static func boundValueType(_ binding: ExprSyntax, index: ProjectIndex) -> Resolution {
    if let reference = binding.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.hasPrefix("$")
    {
      return resolve(reference, strippingDollar: true, index: index)
    }
    guard let member = binding.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.hasPrefix("$"),
      case .type(let owner) = resolve(base, strippingDollar: true, index: index),
      let type = index.storedProperty(of: owner, named: member.declName.baseName.text)?.typeName
    else { return .unknown }
    return index.ofKnownType(type, memberOf: owner)
  }

  /// The row of `ForEach(model.rows) { row in … }` (or `List`, or the second parameter of
  /// `ForEach(Array(model.rows.enumerated()), …) { offset, row in … }`), or the element a
  /// collection method hands its closure (`statuses.map { status in … }`,
  /// `objects.publisher.flatMap { $0.objectWillChange }`); `parameter` is the position of the
  /// closure's parameter asked about.
  private static func rowElement(
    of closure: ClosureExprSyntax, parameter: Int, index: ProjectIndex
  ) -> Resolution {
    let call =
      closure.parent?.as(FunctionCallExprSyntax.self).flatMap {
        $0.trailingClosure?.id == closure.id ? $0 : nil
      }
      ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let call else { return .unknown }
    if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      guard ["ForEach", "List"].contains(callee.baseName.text),
        let data = call.arguments.first, data.label == nil, data.expression.id != closure.id
      else { return .unknown }
      if let rows = enumeratedBase(data.expression) {
        return parameter == 1 ? elementType(of: rows, index: index, optional: false) : .unknown
      }
      return parameter == 0 ? elementType(of: data.expression, index: index) : .unknown
    }
    guard parameter == 0, let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return .unknown }
    let method = member.declName.baseName.text
    // `.sheet(item: $model.editing) { profile in … }`: the value the binding holds.
    if presentationMethods.contains(method),
      let item = call.arguments.first(where: { $0.label?.text == "item" })?.expression
    {
      return boundValueType(item, index: index)
    }
    // `$query.removeDuplicates().sink { query in … }`, `rows.filter { … }.map { row in … }`.
    guard var collection = member.base.map(passingOnElements) else { return .unknown }
    // `$selection.sink { selection in … }`: a published property's publisher emits its values.
    let receivesValues =
      elementClosureMethods.contains(method)
      || (method == "sink"
        && (call.trailingClosure?.id == closure.id
          || closure.parent?.as(LabeledExprSyntax.self)?.label?.text == "receiveValue"))
    guard receivesValues else { return .unknown }
    // `$downloads.map { $0.first(where: …) }.sink { download in … }`: one of the emitted
    // collection's elements.
    if let picked = pickingMapBase(of: collection) {
      return elementType(of: picked, index: index)
    }
    if let published = publishedValueType(collection, index: index) { return published }
    // A sequence's publisher emits its elements.
    if let publisher = collection.as(MemberAccessExprSyntax.self),
      publisher.declName.baseName.text == "publisher", let sequence = publisher.base
    {
      collection = sequence
    }
    // `rows?.map { … }` maps the rows; `rows.map { … }` of an optional maps the whole array.
    if let chained = collection.as(OptionalChainingExprSyntax.self)?.expression {
      return elementType(of: chained, index: index)
    }
    return elementType(of: collection, index: index, optional: false)
  }

  /// `rows` of `rows.map { $0.first(where: …) }` (or `compactMap`, `.first`, `.last`): the
  /// collection whose elements the closure picks one of, past the operators that keep them.
  private static func pickingMapBase(of expression: ExprSyntax) -> ExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      let closure = call.trailingClosure, closure.statements.count == 1,
      let method = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["map", "compactMap"].contains(method.declName.baseName.text), let base = method.base,
      let picked = closure.statements.first?.item.as(ExprSyntax.self),
      let pick = (picked.as(FunctionCallExprSyntax.self)?.calledExpression ?? picked)
        .as(MemberAccessExprSyntax.self),
      ["first", "last"].contains(pick.declName.baseName.text),
      let rows = pick.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    let parameter = parameterNames(of: closure).first ?? "$0"
    return rows.baseName.text == parameter ? passingOnElements(base) : nil
  }

  /// What `expression` takes its elements from: `rows` of `rows.filter { … }`,
  /// `$query` of `$query.removeDuplicates()`.
  private static func passingOnElements(_ expression: ExprSyntax) -> ExprSyntax {
    var collection = expression
    while let call = collection.as(FunctionCallExprSyntax.self),
      let passing = call.calledExpression.as(MemberAccessExprSyntax.self),
      elementPreservingMethods.contains(passing.declName.baseName.text)
        || (passing.declName.baseName.text == "compactMap" && unwrapsOnly(call)),
      let input = passing.base
    {
      collection = input
    }
    return collection
  }

  /// `compactMap { $0 }` (or `{ tab in tab }`): the optional elements, unwrapped.
  private static func unwrapsOnly(_ call: FunctionCallExprSyntax) -> Bool {
    guard call.arguments.isEmpty, let closure = call.trailingClosure,
      closure.statements.count == 1,
      let returned = closure.statements.first?.item.as(DeclReferenceExprSyntax.self)
    else { return false }
    return returned.baseName.text == (parameterNames(of: closure).first ?? "$0")
  }

  /// `rows` of `rows.enumerated()` or `Array(rows.enumerated())`.
  private static func enumeratedBase(_ expression: ExprSyntax) -> ExprSyntax? {
    var sequence = expression
    if let array = sequence.as(FunctionCallExprSyntax.self),
      array.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
      array.arguments.count == 1, let only = array.arguments.first, only.label == nil
    {
      sequence = only.expression
    }
    guard let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      let method = call.calledExpression.as(MemberAccessExprSyntax.self),
      method.declName.baseName.text == "enumerated"
    else { return nil }
    return method.base
  }

  /// The element type of a collection whose stored property is declared as an array (`[Row]`,
  /// `Array<Row>`, `Set<Row>`), or `keyed` also a dictionary's value type: a property of a value
  /// of known type, or of the type around the use. Not `optional`: a collection declared
  /// optional has no element type.
  private static func elementType(
    of expression: ExprSyntax, index: ProjectIndex, keyed: Bool = false, optional: Bool = true
  ) -> Resolution {
    // `for sibling in rows.filter { … }`: the elements of `rows`.
    let collection = passingOnElements(expression)
    let written: String?
    var owner: String?
    var ownerArguments: [String?] = []
    if let member = collection.as(MemberAccessExprSyntax.self), let base = member.base,
      let type = typeName(written: base)
    {
      // `Session.all[id]`: a static property of the type.
      written = index.staticPropertyTypeText(of: type, named: member.declName.baseName.text)
    } else if let member = collection.as(MemberAccessExprSyntax.self), let base = member.base,
      !base.isSelfReference
    {
      guard case .type(let type) = resolve(base, index: index) else { return .unknown }
      owner = type
      ownerArguments = genericArguments(ofValue: base)
      // `store.$rows` emits what `store.rows` holds.
      let name = String(member.declName.baseName.text.trimmingPrefix("$"))
      written =
        index.storedProperty(of: type, named: name).map(\.writtenOrCollectionType)
        ?? index.computedPropertyTypeText(of: type, named: name)
    } else {
      let reference =
        collection.as(DeclReferenceExprSyntax.self)
        ?? collection.as(MemberAccessExprSyntax.self).map(\.declName)
      guard let reference else { return .unknown }
      let isMember = collection.is(MemberAccessExprSyntax.self)
      written = writtenCollectionType(of: reference, isMember: isMember, index: index)
      // `let siblings = rows.filter { … }`: a local's elements are its value's, which reads
      // only what is declared before it.
      if written == nil, !isMember,
        case .local(_, let binding) = NameBinding.of(reference.baseName.text, at: reference),
        binding.typeAnnotation == nil, let value = binding.initializer?.value
      {
        return elementType(of: value, index: index, keyed: keyed, optional: optional)
      }
    }
    guard let written, optional || !written.hasSuffix("?"),
      let element = collectionElement(written, keyed: keyed).map(ProjectIndex.nominalName)
    else { return .unknown }
    return owner.map { index.ofKnownType(element, memberOf: $0, arguments: ownerArguments) }
      ?? .type(element)
  }

  /// The generic arguments a value's declaration writes: `Post` of `@StateObject var posts =
  /// ObservableArray<Post>()` or `let posts: ObservableArray<Post>`; none when not written.
  private static func genericArguments(ofValue value: ExprSyntax) -> [String?] {
    guard let reference = value.as(DeclReferenceExprSyntax.self) else { return [] }
    let binding: PatternBindingSyntax?
    switch NameBinding.of(reference.baseName.text, at: reference) {
    case .parameter(let parameter):
      return parameter.type.genericArgumentNames
    case .local(_, let local):
      binding = local
    case .member(let members, _):
      binding =
        members.flattenedDecls.lazy.compactMap { $0.as(VariableDeclSyntax.self) }
        .first { !$0.isStatic && $0.singleBindingName == reference.baseName.text }?.bindings.first
    default:
      return []
    }
    if let type = binding?.typeAnnotation?.type { return type.genericArgumentNames }
    guard
      let specialized = binding?.initializer?.value.as(FunctionCallExprSyntax.self)?
        .calledExpression.as(GenericSpecializationExprSyntax.self)
    else { return [] }
    return specialized.genericArgumentClause.arguments.map {
      guard case .type(let type) = $0.argument, type.genericArgumentNames.isEmpty else {
        return nil
      }
      return type.nominalName
    }
  }

  /// The collection type `reference` (`self.reference` when `isMember`) is declared with: a
  /// parameter's or local's annotation, or a stored property's, found in the type around it or,
  /// from an extension, through the index; `[Post]` of `= [Post]()` too.
  private static func writtenCollectionType(
    of reference: DeclReferenceExprSyntax, isMember: Bool, index: ProjectIndex
  ) -> String? {
    let name = reference.baseName.text
    let writtenType = { (binding: PatternBindingSyntax?) -> String? in
      binding?.typeAnnotation?.type.trimmedDescription
        ?? binding?.initializer.flatMap {
          StoredProperty.collectionType(constructedBy: $0.value.trimmedDescription)
        }
    }
    let binding =
      isMember
      ? Syntax(reference).ancestorOrSelf(mapping: { node in
        memberBlock(of: node).map { NameBinding.member($0, declaration: node) }
      })
      // `if let rows` unwraps the collection the name means outside it: look through it.
      : NameBinding.of(name, at: reference)
    switch binding {
    case .parameter(let parameter):
      return parameter.ellipsis == nil ? parameter.type.trimmedDescription : nil
    case .local(_, let binding):
      return writtenType(binding)
    case .member(let members, let declaration):
      if let variable = members.flattenedDecls.compactMap({ $0.as(VariableDeclSyntax.self) })
        .first(where: { $0.singleBindingName == name })
      {
        return writtenType(variable.bindings.first)
      }
      guard let type = typeName(of: declaration) else { return nil }
      return index.storedProperty(of: type, named: name)?.writtenOrCollectionType
    case .closureParameter(let closure):
      return publishedValueText(handedTo: closure, as: name)
    default:
      return nil
    }
  }

  /// The written type of the value a published property's publisher hands the closure of one
  /// of its operators, whole (`$sources.flatMap { sources in … }`: `[ChatSource]`), when the
  /// property is the enclosing type's own and its type is written.
  private static func publishedValueText(handedTo closure: ClosureExprSyntax, as name: String)
    -> String?
  {
    guard parameterPosition(of: name, in: closure) == 0,
      let call = closure.parent?.as(FunctionCallExprSyntax.self),
      call.trailingClosure?.id == closure.id,
      let method = call.calledExpression.as(MemberAccessExprSyntax.self),
      elementClosureMethods.contains(method.declName.baseName.text)
        || method.declName.baseName.text == "sink",
      let publisher = method.base.map(passingOnElements)?.as(DeclReferenceExprSyntax.self),
      publisher.baseName.text.hasPrefix("$"),
      publisher.baseName.text.dropFirst().first?.isLetter == true
    else { return nil }
    return ownPublishedType(of: publisher)?.trimmedDescription
  }

  /// `Row` of `[Row]`, `[Row]?`, `Array<Row>`, `Set<Row>` or `OrderedSet<Row>`, and when
  /// `keyed` of `[Key: Row]`; nil for nested collections.
  private static func collectionElement(_ type: String, keyed: Bool) -> String? {
    var text = Substring(type)
    if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    var inner: Substring
    if text.hasPrefix("["), text.hasSuffix("]") {
      inner = text.dropFirst().dropLast()
      if keyed, let colon = inner.firstIndex(of: ":"),
        !inner[..<colon].contains(where: { "[]<>".contains($0) })
      {
        inner = inner[inner.index(after: colon)...].drop(while: { $0 == " " })
      }
    } else if let generic = ["Array<", "Set<", "OrderedSet<", "ContiguousArray<"].first(where: {
      text.hasPrefix($0)
    }), text.hasSuffix(">") {
      inner = text.dropFirst(generic.count).dropLast()
    } else {
      return nil
    }
    // `[Download<Meta>]` holds `Download`s; `[[Row]]` and `[ID: Row]` hold no `Row`.
    let name = inner.prefix { !"<".contains($0) }
    guard !name.contains(where: { ":[]>, ".contains($0) }),
      name.count == inner.count || inner.hasSuffix(">")
    else { return nil }
    return String(inner)
  }

  /// `makeViewModel()` or `self.makeViewModel()`: the return type every method of that name in
  /// the type around the call declares.
  private static func methodResultType(_ value: ExprSyntax) -> String? {
    agreed(calledMethods(value).map(\.resultTypeName))
  }

  /// `let (provider, subject) = makeProvider()` with `makeProvider() -> (AvatarProvider,
  /// PassthroughSubject<Data, Never>)`, `let (a, b): (A, B) = …` or `let (a, b) = (A(), B())`:
  /// the type of the element at `position`.
  private static func tupleElementType(_ binding: PatternBindingSyntax, position: Int)
    -> Resolution
  {
    let element = { (type: TypeSyntax?) -> String? in
      type?.as(TupleTypeSyntax.self).flatMap { tuple in
        tuple.elements.dropFirst(position).first?.type.nominalName
      }
    }
    if let annotation = binding.typeAnnotation {
      return element(annotation.type).map(Resolution.type) ?? .unknown
    }
    guard let value = binding.initializer?.value else { return .unknown }
    if let tuple = value.as(TupleExprSyntax.self) {
      return tuple.elements.dropFirst(position).first.flatMap { Construction($0.expression) }
        .map { .type(String($0.typeName.split(separator: ".").last ?? "")) } ?? .unknown
    }
    return agreed(calledMethods(value).map { element($0.signature.returnClause?.type) })
      .map(Resolution.type) ?? .unknown
  }

  /// The methods of the type around `value` that it calls by name (`makeViewModel()`,
  /// `self.makeViewModel()`).
  private static func calledMethods(_ value: ExprSyntax) -> [FunctionDeclSyntax] {
    guard let call = value.as(FunctionCallExprSyntax.self) else { return [] }
    let callee =
      call.calledExpression.as(DeclReferenceExprSyntax.self)
      ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
        $0.base?.isSelfReference == true ? $0.declName : nil
      }
    guard let callee, !callee.baseName.text.startsWithUppercase,
      let members = enclosingMemberBlock(of: Syntax(call))
    else { return [] }
    return members.flattenedDecls.compactMap { $0.as(FunctionDeclSyntax.self) }
      .filter { $0.name.text == callee.baseName.text }
  }

  /// The one type every overload names, if they agree.
  private static func agreed(_ types: [String?]) -> String? {
    guard let type = types.first, types.allSatisfy({ $0 == type }) else { return nil }
    return type
  }

  /// `Core.shared.termsManager`, `Factory.make()`: a member chain, or a call of one, whose root
  /// is a capitalised name.
  private static func startsAtTypeName(_ value: ExprSyntax) -> Bool {
    let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
    guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else {
      return false
    }
    if let root = base.as(DeclReferenceExprSyntax.self) {
      return root.baseName.text.startsWithUppercase
    }
    return startsAtTypeName(base)
  }

  /// `Store.shared` or `Preferences.General.theme`: a static property of a type the scanned
  /// sources declare, by its name (not one a local or property of that name shadows).
  private static func staticPropertyType(_ expression: ExprSyntax, index: ProjectIndex)
    -> Resolution
  {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      let type = member.base.flatMap(typeName(written:))
    else { return .unknown }
    return index.staticPropertyType(of: type, named: member.declName.baseName.text)
  }

  /// The last name of `Store` or `Preferences.General` written as an expression: capitalised
  /// names all through.
  private static func typeName(written expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.startsWithUppercase && !isShadowed(name, at: reference) ? name : nil
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      typeName(written: base) != nil, member.declName.baseName.text.startsWithUppercase
    else { return nil }
    return member.declName.baseName.text
  }

  /// The type whose member `node` is in (a class, struct, actor, enum or extension).
  static func enclosingTypeName(of node: Syntax) -> String? {
    node.parent?.ancestorOrSelf(mapping: typeName(of:))
  }

  /// The name of the type whose member `node` is in, qualified by the types around it
  /// (`Main.StateModel` of `extension Main { final class StateModel { … } }`), as the index
  /// qualifies it, so that same-named nested types stay apart.
  static func enclosingQualifiedTypeName(of node: Syntax) -> String? {
    var names: [String] = []
    var current = node.parent
    while let candidate = current {
      if let extended = candidate.as(ExtensionDeclSyntax.self)?.extendedType {
        names.insert(extended.qualifiedName, at: 0)
        break
      }
      if let name = typeName(of: candidate) { names.insert(name, at: 0) }
      current = candidate.parent
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }

  /// The members of the type declaration or extension `node` is in.
  static func enclosingMemberBlock(of node: Syntax) -> MemberBlockSyntax? {
    node.parent?.ancestorOrSelf(mapping: memberBlock(of:))
  }

  /// Whether a bare `name` at `node` means something declared closer than the enclosing type:
  /// a parameter, a closure parameter, a local, an `if let`/`guard let`, or the error a `catch`
  /// binds.
  static func isShadowed(_ name: String, at node: some SyntaxProtocol) -> Bool {
    switch NameBinding.of(name, at: node, shorthandBinds: true) {
    case .member, nil: false
    default: true
    }
  }

  private static func typeName(of node: Syntax) -> String? {
    if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
    if let type = node.as(StructDeclSyntax.self) { return type.name.text }
    if let type = node.as(ActorDeclSyntax.self) { return type.name.text }
    if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.nominalName }
    return nil
  }

  /// The parameters of the function, initializer or subscript `node` is.
  static func parameters(of node: Syntax) -> FunctionParameterListSyntax? {
    node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
      ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
      ?? node.as(SubscriptDeclSyntax.self)?.parameterClause.parameters
  }

  static func memberBlock(of node: Syntax) -> MemberBlockSyntax? {
    if let type = node.as(ClassDeclSyntax.self) { return type.memberBlock }
    if let type = node.as(StructDeclSyntax.self) { return type.memberBlock }
    if let type = node.as(ActorDeclSyntax.self) { return type.memberBlock }
    if let type = node.as(EnumDeclSyntax.self) { return type.memberBlock }
    if let type = node.as(ExtensionDeclSyntax.self) { return type.memberBlock }
    return nil
  }

  /// A closure parameter named `name`: its annotated type, or unknown when it has none.
  static func closureParameter(_ name: String, in closure: ClosureExprSyntax) -> Resolution? {
    guard let position = parameterPosition(of: name, in: closure) else { return nil }
    if case .parameterClause(let clause) = closure.signature?.parameterClause,
      let type = clause.parameters[clause.parameters.index(at: position)].type?.nominalName
    {
      return .type(type)
    }
    return annotatedParameterType(of: closure, at: position) ?? .unknown
  }

  /// The position of the closure's parameter `name`: one it names, or `$0`, `$1`, … of one
  /// that names none (the innermost closure around a `$0` is the one it belongs to).
  static func parameterPosition(of name: String, in closure: ClosureExprSyntax) -> Int? {
    if let named = parameterNames(of: closure).firstIndex(of: name) { return named }
    guard closure.signature?.parameterClause == nil, name.hasPrefix("$") else { return nil }
    return Int(name.dropFirst())
  }

  /// The names of the closure's parameters, in order (`$0` and the like not counted).
  static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let parameters): parameters.map(\.name.text)
    case .parameterClause(let clause):
      clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: []
    }
  }

  /// The type of the closure's parameter at `position` written in the declaration the closure
  /// initialises: `let make: (_ cache: CacheModel) -> Pane = { cache in … }`.
  private static func annotatedParameterType(of closure: ClosureExprSyntax, at position: Int)
    -> Resolution?
  {
    guard
      let binding = closure.parent?.as(InitializerClauseSyntax.self)?.parent?
        .as(PatternBindingSyntax.self),
      let function = binding.typeAnnotation?.type.as(FunctionTypeSyntax.self),
      position < function.parameters.count
    else { return nil }
    let parameter = function.parameters[function.parameters.index(at: position)]
    return parameter.type.nominalName.map(Resolution.type)
  }

  /// What a local `let name = value` declared before `reference` starts with (`value`); nil
  /// when the name is a parameter, a property, bound by `if`/`guard`, or declared otherwise.
  static func localValue(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
    guard
      case .local(let variable, let binding) = NameBinding.of(
        reference.baseName.text, at: reference)
    else { return nil }
    // A preview's `@Previewable` variable is set once, like a `let`.
    let isSetOnce =
      variable.bindingSpecifier.tokenKind == .keyword(.let)
      || variable.attributes.attribute(named: ["Previewable"]) != nil
    return isSetOnce ? binding.initializer?.value : nil
  }

  /// The value an `if let`/`guard let` binding the reference unwraps (`post.extra` of `if let
  /// extra = post.extra`); nil when the name is declared otherwise or not bound so.
  static func unwrappedValue(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
    guard
      case .optionalBinding(let binding) = NameBinding.of(reference.baseName.text, at: reference)
    else { return nil }
    return binding.initializer?.value
  }

  private static func storedProperty(
    _ name: String, in members: MemberBlockSyntax, index: ProjectIndex?
  ) -> Resolution? {
    for decl in members.flattenedDecls {
      guard let variable = decl.as(VariableDeclSyntax.self), variable.singleBindingName == name,
        let binding = variable.bindings.first
      else { continue }
      return declaredType(of: variable, binding, index: index)
    }
    return nil
  }

  /// Wrappers whose value is of the type their argument names: `@Environment(Model.self)`,
  /// `@NSApplicationDelegateAdaptor(AppDelegate.self)`.
  private static let typeNamingWrappers: Set<String> = [
    "Environment", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
    "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
  ]

  /// The annotation, the constructed type of the initial value, the type of the property it
  /// reads (`Store.shared`, `Core.shared.termsManager`), or the type a wrapper's argument
  /// names (`@Environment(Model.self)`).
  private static func declaredType(
    of variable: VariableDeclSyntax, _ binding: PatternBindingSyntax, index: ProjectIndex?
  ) -> Resolution {
    if let type = binding.typeAnnotation?.type.nominalName { return .type(type) }
    if let value = binding.initializer?.value, let construction = Construction(value) {
      return .type(String(construction.typeName.split(separator: ".").last ?? ""))
    }
    if let value = binding.initializer?.value, let type = methodResultType(value) {
      return .type(type)
    }
    if let index, let injection = injection(of: variable, binding) {
      return index.product(of: injection)
    }
    // `Core.shared.termsManager`, `Factory.make()`: followed from the type through the index,
    // never through another property's declaration, which could lead back here.
    if let index, let value = binding.initializer?.value, startsAtTypeName(value),
      case .type(let type) = resolve(value, index: index)
    {
      return .type(type)
    }
    if let wrapper = variable.attributes.attribute(named: typeNamingWrappers),
      case .argumentList(let arguments) = wrapper.arguments,
      let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      return .type(base.baseName.text)
    }
    return .unknown
  }
}

extension ConditionElementListSyntax {
  /// The conditions before the one holding `node`: what `node` sees bound (`if let entity = …,
  /// let data = entity.data`).
  func preceding(_ node: some SyntaxProtocol) -> [ConditionElementSyntax] {
    Array(self).filter { $0.endPosition <= node.position }
  }
}

extension FunctionDeclSyntax {
  /// The nominal type the function returns; nil when it returns none, or one of its own
  /// generic parameters (`func shared<Value>(_ value: Value) -> Value`), which each call decides.
  var resultTypeName: String? {
    guard let name = signature.returnClause?.type.nominalName,
      genericParameterClause?.parameters.contains(where: { $0.name.text == name }) != true
    else { return nil }
    return name
  }

  /// The position of the parameter giving the result's type as a metatype, for a function
  /// generic over its result (`func resolve<Service>(_ type: Service.Type) -> Service?`, a
  /// dependency container's lookup): the call `resolve(Store.self)` returns a `Store`.
  var resultTypeArgumentPosition: Int? {
    guard let name = signature.returnClause?.type.nominalName,
      genericParameterClause?.parameters.contains(where: { $0.name.text == name }) == true
    else { return nil }
    return signature.parameterClause.parameters.firstIndex { parameter in
      guard let metatype = parameter.type.as(MetatypeTypeSyntax.self) else { return false }
      return metatype.metatypeSpecifier.tokenKind == .keyword(.Type)
        && metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text == name
    }.map {
      signature.parameterClause.parameters.distance(
        from: signature.parameterClause.parameters.startIndex, to: $0)
    }
  }
}
