import SwiftUI

struct DocumentView: View {
    @StateObject var form: DocumentForm
    var title = "Document"

    init(name: String) {
        _form = StateObject(wrappedValue: {
            let form = DocumentForm()
            form.name = name
            form.isEditing = false
            return form
        }())
        title = "View document"
    }

    init() {
        _form = StateObject(wrappedValue: {
            let form = DocumentForm()
            form.isEditing = true
            return form
        }())
    }

    init(title: String) {
        _form = StateObject(wrappedValue: DocumentForm())
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
