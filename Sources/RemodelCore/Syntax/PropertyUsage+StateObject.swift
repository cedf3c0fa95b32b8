import SwiftSyntax

extension PropertyUsage {
  /// Why the property cannot become a `@StateObject`, whose wrapped value is read-only and whose
  /// projection is an `ObservedObject.Wrapper`, not a `Binding`. `rewritten` lists the
  /// assignment targets the fix itself converts.
  func blockerForStateObject(_ name: String, rewritten: Set<SyntaxIdentifier> = []) -> String? {
    if !bareProjections.isEmpty {
      return "'$\(name)' is used as a binding of the whole object"
    }
    let remaining = assignments.filter { !rewritten.contains($0.target.id) }
    if !wrapperReads.isEmpty || remaining.contains(where: \.assignsWrapper) {
      return "its wrapper '_\(name)' is used directly"
    }
    if !remaining.isEmpty {
      return "'\(name)' is assigned after creation, which '@StateObject' does not allow"
    }
    return nil
  }
}
