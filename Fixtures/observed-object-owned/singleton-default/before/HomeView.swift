import SwiftUI

final class Store: ObservableObject {
    static let shared = Store()

    @Published var items: [String] = []
}

final class SessionModel: ObservableObject {
    @Published var userName = ""
}

final class AppState: ObservableObject {
    static let shared = AppState()

    let session = SessionModel()
}

struct HomeView: View {
    @ObservedObject var store = Store.shared
    @ObservedObject var session = AppState.shared.session
    @ObservedObject var appState: AppState = .shared

    var body: some View {
        VStack {
            Text("Hello, \(session.userName)")
            Text("\(store.items.count) items")
        }
    }
}
