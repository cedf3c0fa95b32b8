import Combine
import Observation

/// Holds only what it is built with: a new one each evaluation loses nothing.
@Observable
final class Router {
    private let push: (String) -> Void

    init(push: @escaping (String) -> Void) {
        self.push = push
    }

    func open(_ route: String) {
        push(route)
    }
}

/// A row's presentation of a value, rebuilt with the value as it should be.
final class PriceRowModel: ObservableObject {
    let title: String
    let price: Double
    let style: PriceStyle

    init(title: String, price: Double, style: PriceStyle) {
        self.title = title
        self.price = price
        self.style = style
    }
}

enum PriceStyle {
    case compact, full
}

/// Constants too, but one is a model it builds, whose state a new container loses.
final class CheckoutContainerModel: ObservableObject {
    let form = CheckoutFormModel()
}

final class CheckoutFormModel: ObservableObject {
    @Published var email = ""
}
