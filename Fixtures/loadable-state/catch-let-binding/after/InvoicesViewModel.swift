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
    @Published var invoices: Loadable<[Invoice]> = .notInitiated

    private let billing = BillingService()

    func loadInvoices() async {
        guard !invoices.isLoading else { return }
        invoices = .loading
        do {
            invoices = .success(try await billing.invoices())
        } catch let failure {
            invoices = .failure(failure)
        }
    }
}
