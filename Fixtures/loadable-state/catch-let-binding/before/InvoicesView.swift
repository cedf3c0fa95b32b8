import SwiftUI

struct InvoicesView: View {
    @StateObject private var viewModel = InvoicesViewModel()

    var body: some View {
        VStack {
            if let message = viewModel.errorMessage {
                Text(message)
                    .foregroundStyle(.red)
            }
            List(viewModel.invoices) { invoice in
                Text(invoice.amount)
            }
        }
        .task {
            await viewModel.loadInvoices()
        }
    }
}
