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
    @ObservedObject var viewModel: TagEditorViewModel

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
