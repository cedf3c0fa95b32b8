import SwiftUI

final class DetailViewModel: ObservableObject {
    @Published var text: String

    init(note: String) {
        text = note
    }
}

struct DetailView: View {
    @StateObject private var viewModel: DetailViewModel

    init(note: String) {
        _viewModel = StateObject(wrappedValue: DetailViewModel(note: note))
    }

    var body: some View {
        TextEditor(text: $viewModel.text)
    }
}
