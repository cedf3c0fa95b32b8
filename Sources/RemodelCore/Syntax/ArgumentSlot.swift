import SwiftSyntax

/// The parameter of a view's initializer that an argument fills: its label, or for an
/// unlabelled argument (`Cell(CellModel(…))` calling `init(_ model: CellModel)`) its position.
/// A position names one parameter only when no parameter before it has a default value or
/// is variadic, so that every call passes that parameter at that position.
enum ArgumentSlot: Hashable, CustomStringConvertible {
  case labelled(String)
  case unlabelled(position: Int)

  init(of argument: LabeledExprSyntax, in call: FunctionCallExprSyntax) {
    if let label = argument.label?.text {
      self = .labelled(label)
    } else {
      self = .unlabelled(position: call.arguments.prefix { $0.id != argument.id }.count)
    }
  }

  /// The argument `call` passes in this slot.
  func argument(in call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
    switch self {
    case .labelled(let label):
      return call.arguments.first { $0.label?.text == label }
    case .unlabelled(let position):
      let argument = call.arguments.dropFirst(position).first
      return argument?.label == nil ? argument : nil
    }
  }

  /// The parameter of `parameters` this slot fills.
  func parameter(in parameters: FunctionParameterListSyntax) -> FunctionParameterSyntax? {
    switch self {
    case .labelled(let label):
      return parameters.first { $0.firstName.text == label }
    case .unlabelled(let position):
      let before = parameters.prefix(position)
      guard before.count == position,
        before.allSatisfy({ $0.defaultValue == nil && $0.ellipsis == nil }),
        let parameter = parameters.dropFirst(position).first,
        parameter.firstName.tokenKind == .wildcard
      else { return nil }
      return parameter
    }
  }

  /// The same question of an initializer the index summarised.
  func parameter(in parameters: [Parameter]) -> Parameter? {
    switch self {
    case .labelled(let label):
      return parameters.first { $0.label == label }
    case .unlabelled(let position):
      guard position < parameters.count,
        parameters[..<position].allSatisfy({ $0.defaultValue == nil && !$0.isVariadic }),
        parameters[position].label == nil
      else { return nil }
      return parameters[position]
    }
  }

  /// The label, or for a memberwise initializer, which takes none unlabelled, nil.
  var label: String? {
    if case .labelled(let label) = self { return label }
    return nil
  }

  /// How a message names the slot: `'viewModel'`, or `its unlabelled argument 1`.
  var description: String {
    switch self {
    case .labelled(let label): return "'\(label)'"
    case .unlabelled(let position): return "its unlabelled argument \(position + 1)"
    }
  }
}
