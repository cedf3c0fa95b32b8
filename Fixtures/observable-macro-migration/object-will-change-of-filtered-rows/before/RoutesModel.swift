import Combine
import SwiftUI

final class RouteInfo: ObservableObject, Identifiable {
    let id: String
    // Plain on purpose: the card is told to refresh when it changes.
    var selected = false
    @Published var isExitNode = false

    init(id: String) {
        self.id = id
    }
}

final class RoutesModel: ObservableObject {
    @Published var routes: [RouteInfo] = []

    func select(_ route: RouteInfo) {
        let siblings = routes.filter { $0.id != route.id && $0.selected }
        for sibling in siblings {
            sibling.objectWillChange.send()
            sibling.selected = false
        }
        for exit in routes.filter({ $0.isExitNode }).sorted(by: { $0.id < $1.id }) {
            exit.objectWillChange.send()
        }
        route.selected = true
    }
}

struct RouteCard: View {
    @ObservedObject var route: RouteInfo

    var body: some View {
        Text(route.selected ? "\(route.id) ✓" : route.id)
    }
}

struct RoutesView: View {
    @StateObject private var model = RoutesModel()

    var body: some View {
        List(model.routes) { route in
            RouteCard(route: route)
                .onTapGesture { model.select(route) }
        }
    }
}
