import SwiftUI

struct PaymentMethod: Identifiable {
    let id: String
}

struct PaymentsAPI {
    func paymentMethods() async throws -> [PaymentMethod] {
        []
    }
}

@MainActor
final class PaymentMethodsViewModel: ObservableObject {
    @Published private(set) var methods: Loadable<[PaymentMethod]> = .loading

    private let api = PaymentsAPI()

    func reload() async {
        methods = .loading
        do {
            methods = .success(try await api.paymentMethods())
        } catch {
            methods = .failure(error)
        }
    }
}
