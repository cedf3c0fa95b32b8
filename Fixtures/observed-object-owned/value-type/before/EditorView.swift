import SwiftUI

struct Draft {
    var title = ""
    var text = ""
    let id: Int
}

final class EditorModel: ObservableObject {
    @Published var isSaving = false
}

struct EditorView: View {
    @ObservedObject var model: EditorModel
    @State private var draft: Draft

    init(model: EditorModel, draftID: Int) {
        self.model = model
        self._draft = State(initialValue: Draft(id: draftID))
    }

    var body: some View {
        VStack {
            TextField("Title", text: $draft.title)
            Text(model.isSaving ? "Saving…" : "Saved")
        }
    }
}
