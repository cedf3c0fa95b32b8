import SwiftUI

struct OrderHistoryView: View {
    @ObservedObject var viewModel: OrderHistoryViewModel

    var body: some View {
        List {
            Section("Orders") {
                ForEach(viewModel.orders.value ?? [Order]()) { order in
                    Text(order.summary)
                }
            }
        }
        .overlay {
            if viewModel.orders.isLoading {
                ProgressView()
            }
        }
        .task {
            await viewModel.load()
        }
    }
}
