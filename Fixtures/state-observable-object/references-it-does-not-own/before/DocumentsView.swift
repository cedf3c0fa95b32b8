import SwiftUI

final class DocumentModel: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class PlayerController: ObservableObject {
    static let shared = PlayerController()
    @Published var isPlaying = false
}

struct DocumentsView: View {
    let documents: [DocumentModel]
    // A selection: the list owns the documents, the sheet only points at one.
    @State private var selection: DocumentModel?
    // A shared controller cached for the view's lifetime.
    @State private var player: PlayerController?
    // Created but never read.
    @State private var scratch = DocumentModel(id: 0, title: "")
    // Created here for the sheet, whose own view observes it.
    @State private var draft: DocumentModel?
    // Created here and handed to a view that observes it.
    @State private var pinned: DocumentModel?

    var body: some View {
        List(documents) { document in
            Button(document.title) { selection = document }
        }
        .sheet(item: $selection) { document in
            Text(document.title)
        }
        .sheet(item: $draft) { document in
            DocumentEditor(document: document)
        }
        .toolbar {
            Button("New") { draft = DocumentModel(id: documents.count, title: "") }
            Button("Pin") { pinned = DocumentModel(id: -1, title: "Pinned") }
        }
        .overlay {
            if let pinned = pinned {
                DocumentEditor(document: pinned)
            }
        }
        .onAppear { player = PlayerController.shared }
    }
}

struct DocumentEditor: View {
    @ObservedObject var document: DocumentModel

    var body: some View {
        TextField("Title", text: $document.title)
    }
}
