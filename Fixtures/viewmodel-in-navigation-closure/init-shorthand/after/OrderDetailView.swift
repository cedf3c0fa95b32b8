import SwiftUI

final class OrderDetailViewModel: ObservableObject {
    let id: Int
    @Published private(set) var status = "Loading…"

    init(id: Int) {
        self.id = id
    }

    func refresh() async {
        status = "Shipped"
    }
}

struct OrderDetailView: View {
    @StateObject private var viewModel: OrderDetailViewModel

    init(id: Int) {
        _viewModel = StateObject(wrappedValue: OrderDetailViewModel(id: id))
    }

    var body: some View {
        Text(viewModel.status)
            .navigationTitle("Order \(viewModel.id)")
            .task {
                await viewModel.refresh()
            }
    }
}
