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
