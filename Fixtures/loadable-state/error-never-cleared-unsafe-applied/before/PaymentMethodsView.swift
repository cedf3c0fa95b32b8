import SwiftUI

struct PaymentMethodsView: View {
    @StateObject private var viewModel = PaymentMethodsViewModel()

    var body: some View {
        List(viewModel.methods) { method in
            Text(method.id)
        }
        .overlay {
            if viewModel.isLoadingMethods {
                ProgressView()
            }
        }
        .task { await viewModel.reload() }
    }
}
