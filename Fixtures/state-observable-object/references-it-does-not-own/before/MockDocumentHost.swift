import SwiftUI

/// Shows a document with a throwaway model, for previews only.
private struct MockDocumentHost: View {
    @State var model = DocumentModel(id: 1, title: "Preview")

    var body: some View {
        Text(model.title)
    }
}

struct DocumentsView_Previews: PreviewProvider {
    static var previews: some View {
        MockDocumentHost()
    }
}
