// A stand-in for the part of Apple's SwiftData that fixtures use. SwiftData does not exist on
// Linux. Its `@Model` macro makes a class observable; here the Observation framework's own
// `@Observable` implementation plays it, so a class marked with both fails to compile, as with
// the real macros.
@_exported import Observation

@attached(
  member, names: named(_$observationRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Model() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")
