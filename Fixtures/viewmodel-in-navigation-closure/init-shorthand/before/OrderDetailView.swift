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
    @ObservedObject var viewModel: OrderDetailViewModel

    var body: some View {
        Text(viewModel.status)
            .navigationTitle("Order \(viewModel.id)")
            .task {
                await viewModel.refresh()
            }
    }
}
