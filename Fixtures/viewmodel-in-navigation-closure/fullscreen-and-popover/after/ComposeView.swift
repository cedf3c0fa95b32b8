import SwiftUI

final class ComposeViewModel: ObservableObject {
    @Published var draft: String

    init(signature: String) {
        draft = "\n\n" + signature
    }
}

struct ComposeView: View {
    @StateObject private var viewModel: ComposeViewModel

    init(signature: String) {
        _viewModel = StateObject(wrappedValue: ComposeViewModel(signature: signature))
    }

    var body: some View {
        TextEditor(text: $viewModel.draft)
    }
}
