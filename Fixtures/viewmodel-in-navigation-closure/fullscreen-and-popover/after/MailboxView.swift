import SwiftUI

struct Tag: Identifiable {
    let id: String
}

struct MailboxView: View {
    let tags: [Tag]
    @State private var isComposing = false
    @State private var editedTag: Tag?

    var body: some View {
        List(tags) { tag in
            Button(tag.id) {
                editedTag = tag
            }
        }
        .toolbar {
            Button("Compose") {
                isComposing = true
            }
        }
        .fullScreenCover(isPresented: $isComposing) {
            ComposeView(signature: "Sent from Mail")
        }
        .popover(item: $editedTag) { tag in
            TagEditorView(tag: tag, suggestions: tags.map(\.id))
        }
    }
}
