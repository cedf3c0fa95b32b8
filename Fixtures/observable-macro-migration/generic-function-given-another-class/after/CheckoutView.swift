import Combine
import SwiftUI

/// Goes through `withRouter`, which takes only `ObservableObject`s: it stays one.
final class CheckoutRouter: ObservableObject {
    @Published var path: [String] = []
}

/// Never given to `withRouter`: only the router is.
@Observable
final class CheckoutModel {
    var total = 0
}

struct CheckoutView: View {
    @State private var model = CheckoutModel()
    @StateObject private var router = CheckoutRouter()

    var body: some View {
        Text("Total \(model.total), \(router.path.count) steps")
            .withRouter(router)
    }
}
