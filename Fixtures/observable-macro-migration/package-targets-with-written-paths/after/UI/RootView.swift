import Core
import SwiftUI

public struct RootView: View {
    let dependencies: Dependencies = .shared

    public init() {}

    public var body: some View {
        PathView()
            .environment(dependencies.router)
            .environment(Session.shared)
    }
}

struct PathView: View {
    @Environment(Router.self) private var router
    @Environment(Session.self) private var session

    var body: some View {
        Text("\(session.userName) \(router.path.count)")
    }
}
