import SwiftUI

struct InvoicesView: View {
    @StateObject private var viewModel = InvoicesViewModel()

    var body: some View {
        VStack {
            if let message = viewModel.invoices.error?.localizedDescription {
                Text(message)
                    .foregroundStyle(.red)
            }
            List(viewModel.invoices.value ?? []) { invoice in
                Text(invoice.amount)
            }
        }
        .task {
            await viewModel.loadInvoices()
        }
    }
}
