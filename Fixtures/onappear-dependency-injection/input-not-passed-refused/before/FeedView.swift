import SwiftUI

final class FeedViewModel: ObservableObject {
    @Published var items: [String] = []
    var pageSize: Int = 20
}

struct FeedView: View {
    var pageSize = 50
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List(viewModel.items, id: \.self) { Text($0) }
            .onAppear {
                viewModel.pageSize = pageSize
            }
    }
}

struct RootView: View {
    var body: some View {
        FeedView()
    }
}
