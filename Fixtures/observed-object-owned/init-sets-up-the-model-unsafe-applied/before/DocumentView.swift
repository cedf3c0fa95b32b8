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
