import Combine
import SwiftUI

struct Settings: View {
    @ObservedObject var viewModel: ViewModel

    var body: some View {
        Toggle("Large text", isOn: $viewModel.largeText)
    }
}

extension Settings {
    final class ViewModel: ObservableObject {
        @Published var largeText = false
        private var subscriptions = Set<AnyCancellable>()

        init() {
            $largeText.sink { print($0) }.store(in: &subscriptions)
        }
    }
}
