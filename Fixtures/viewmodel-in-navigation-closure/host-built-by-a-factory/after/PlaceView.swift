import SwiftUI

final class NoteEditorModel: ObservableObject {
    @Published var text: String

    init(text: String) {
        self.text = text
    }
}

struct NoteEditor: View {
    @StateObject private var model: NoteEditorModel

    init(text: String) {
        _model = StateObject(wrappedValue: NoteEditorModel(text: text))
    }

    var body: some View {
        TextField("Note", text: $model.text)
    }
}

struct PlaceView: View {
    let name: String
    @State private var editsNote = false

    var body: some View {
        Button(name) { editsNote = true }
            .sheet(isPresented: $editsNote) {
                NoteEditor(text: "New note")
            }
    }
}

struct PlaceView_Previews: PreviewProvider {
    static var previews: some View {
        PlaceView(name: "Santorini")
    }
}
