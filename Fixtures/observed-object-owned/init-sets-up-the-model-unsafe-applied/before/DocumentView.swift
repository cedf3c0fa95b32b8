import SwiftUI

struct DocumentView: View {
    @ObservedObject var form = DocumentForm()
    var title = "Document"

    init(name: String) {
        form.name = name
        form.isEditing = false
        title = "View document"
    }

    init() {
        form.isEditing = true
    }

    init(title: String) {
        self.title = title
    }

    var body: some View {
        TextField(title, text: $form.name)
            .disabled(!form.isEditing)
    }
}

/// One initializer sets the form up and the other is empty: left as it is.
struct NoteView: View {
    @ObservedObject var form = DocumentForm()

    init() {}

    init(name: String) {
        form.name = name
    }

    var body: some View {
        Text(form.name)
    }
}
