import Combine
import Foundation

struct Invoice: Identifiable {
    let id: String
    var amount: String
}

struct BillingService {
    func invoices() async throws -> [Invoice] {
        []
    }
}

@MainActor
final class InvoicesViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var invoices: [Invoice] = []

    private let billing = BillingService()

    func loadInvoices() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        errorMessage = nil
        do {
            invoices = try await billing.invoices()
        } catch let failure {
            errorMessage = failure.localizedDescription
        }
    }
}
