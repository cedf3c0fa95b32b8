import SwiftUI

struct PaymentMethodsView: View {
    @StateObject private var viewModel = PaymentMethodsViewModel()

    var body: some View {
        List(viewModel.methods.value ?? []) { method in
            Text(method.id)
        }
        .overlay {
            if viewModel.methods.isLoading {
                ProgressView()
            }
        }
        .task { await viewModel.reload() }
    }
}
