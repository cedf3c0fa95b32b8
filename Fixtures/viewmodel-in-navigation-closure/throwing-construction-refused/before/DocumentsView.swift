import SwiftUI

struct DocumentError: Error {}

final class EditorModel: ObservableObject {
    @Published var text: String

    init(path: String) throws {
        guard !path.isEmpty else { throw DocumentError() }
        text = ""
    }
}

struct EditorView: View {
    @ObservedObject var model: EditorModel

    var body: some View {
        TextEditor(text: $model.text)
    }
}

struct DocumentsView: View {
    let paths: [String]
    @State private var opened: String?

    var body: some View {
        List(paths, id: \.self) { path in
            Button(path) { opened = path }
        }
        .sheet(isPresented: .constant(opened != nil)) {
            EditorView(model: try! EditorModel(path: opened ?? ""))
        }
    }
}
