import SwiftUI

enum Route: Hashable {
    case invoice(id: Int)
    case settings
}

final class AppCoordinator: ObservableObject {
    @Published var path: [Route] = []

    @ViewBuilder
    func destination(for route: Route) -> some View {
        switch route {
        case .invoice(let id):
            InvoiceView(viewModel: InvoiceViewModel(invoiceID: id))
        case .settings:
            Text("Settings")
        }
    }

    func makeRecentInvoice() -> InvoiceView {
        InvoiceView(viewModel: InvoiceViewModel(invoiceID: 0))
    }
}
