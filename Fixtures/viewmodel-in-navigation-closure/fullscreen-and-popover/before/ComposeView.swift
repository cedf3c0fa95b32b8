import SwiftUI

final class ComposeViewModel: ObservableObject {
    @Published var draft: String

    init(signature: String) {
        draft = "\n\n" + signature
    }
}

struct ComposeView: View {
    @ObservedObject var viewModel: ComposeViewModel

    var body: some View {
        TextEditor(text: $viewModel.draft)
    }
}
