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
    @Published var showLoadErrorAlert = false
    @Published private(set) var isLoadingMethods = true
    @Published private(set) var methods: [PaymentMethod] = []

    private let api = PaymentsAPI()

    func reload() async {
        isLoadingMethods = true
        do {
            methods = try await api.paymentMethods()
            isLoadingMethods = false
        } catch {
            showLoadErrorAlert = true
            isLoadingMethods = false
        }
    }
}
