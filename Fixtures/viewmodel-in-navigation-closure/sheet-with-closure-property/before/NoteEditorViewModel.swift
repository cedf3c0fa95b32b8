import SwiftUI

final class NoteEditorViewModel: ObservableObject {
    let title: String
    private let originalText: String
    @Published var text: String

    var hasChanges: Bool { text != originalText }

    init(note: Note) {
        title = note.title
        originalText = note.text
        text = note.text
    }
}
