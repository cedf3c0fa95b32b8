import Core
import SwiftUI

public struct RootView: View {
    let dependencies: Dependencies = .shared

    public init() {}

    public var body: some View {
        PathView()
            .environmentObject(dependencies.router)
            .environmentObject(Session.shared)
    }
}

struct PathView: View {
    @EnvironmentObject var router: Router
    @EnvironmentObject var session: Session

    var body: some View {
        Text("\(session.userName) \(router.path.count)")
    }
}
