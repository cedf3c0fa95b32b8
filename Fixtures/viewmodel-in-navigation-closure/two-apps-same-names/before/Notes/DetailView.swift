import SwiftUI

final class DetailViewModel: ObservableObject {
    @Published var text: String

    init(note: String) {
        text = note
    }
}

struct DetailView: View {
    @ObservedObject var viewModel: DetailViewModel

    var body: some View {
        TextEditor(text: $viewModel.text)
    }
}
