import SwiftUI

final class RateLimitViewModel: ObservableObject {
    @Published var remaining = 0
    var onChange: (Int) -> Void = { _ in }
    let account: String

    init(account: String) {
        self.account = account
    }
}

struct RateLimitView: View {
    @StateObject private var viewModel: RateLimitViewModel
    var onChange: (Int) -> Void

    init(account: String, onChange: @escaping (Int) -> Void = { _ in }) {
        _viewModel = StateObject(wrappedValue: RateLimitViewModel(account: account))
        self.onChange = onChange
    }

    var body: some View {
        Text("\(viewModel.remaining)")
            .onAppear {
                viewModel.onChange = onChange
            }
    }
}
