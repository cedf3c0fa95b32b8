import SwiftUI

final class InvoiceViewModel: ObservableObject {
    let invoiceID: Int
    @Published private(set) var isPaid = false

    init(invoiceID: Int) {
        self.invoiceID = invoiceID
    }

    func pay() {
        isPaid = true
    }
}

struct InvoiceView: View {
    @ObservedObject var viewModel: InvoiceViewModel

    var body: some View {
        VStack {
            Text("Invoice \(viewModel.invoiceID)")
            Button("Pay", action: viewModel.pay)
                .disabled(viewModel.isPaid)
        }
    }
}
