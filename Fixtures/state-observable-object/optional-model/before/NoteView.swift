import SwiftUI

final class EditorModel: ObservableObject {
    @Published var text: String

    init(text: String) {
        self.text = text
    }
}

final class DraftModel: ObservableObject {
    @Published var body = ""
}

final class SummaryModel: ObservableObject {
    @Published var wordCount = 0
}

struct NoteView: View {
    let note: String
    @State private var editor: EditorModel?
    @State private var draft: DraftModel? = DraftModel()
    @State private var summary: SummaryModel?

    var body: some View {
        VStack {
            if let editor {
                Text(editor.text)
            } else {
                Button("Edit") {
                    editor = EditorModel(text: note)
                }
            }
            Text(draft?.body ?? "")
            if let shown = summary {
                Text("\(shown.wordCount) words")
            } else {
                Button("Count") { summary = SummaryModel() }
            }
        }
    }
}
