import SwiftUI

final class TagEditorViewModel: ObservableObject {
    @Published var name: String
    let suggestions: [String]

    init(tag: Tag, suggestions: [String]) {
        name = tag.id
        self.suggestions = suggestions
    }
}

struct TagEditorView: View {
    @StateObject private var viewModel: TagEditorViewModel

    init(tag: Tag, suggestions: [String]) {
        _viewModel = StateObject(wrappedValue: TagEditorViewModel(tag: tag, suggestions: suggestions))
    }

    var body: some View {
        VStack {
            TextField("Tag", text: $viewModel.name)
            ForEach(viewModel.suggestions, id: \.self) { suggestion in
                Button(suggestion) {
                    viewModel.name = suggestion
                }
            }
        }
    }
}
