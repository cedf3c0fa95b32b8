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
