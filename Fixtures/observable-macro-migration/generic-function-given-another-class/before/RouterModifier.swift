import SwiftUI

/// Hands any observable router to the views below.
struct RouterInjection<Router: ObservableObject>: ViewModifier {
    @ObservedObject var router: Router

    func body(content: Content) -> some View {
        content.environmentObject(router)
    }
}

extension View {
    func withRouter<Router: ObservableObject>(_ router: Router) -> some View {
        modifier(RouterInjection(router: router))
    }
}

nonisolated(unsafe) var registry: [String: AnyObject] = [:]

/// Chosen by the call's context, not by its argument: the result may be any model.
func resolved<Model: ObservableObject>(_ key: String) -> Model {
    registry[key] as! Model
}
