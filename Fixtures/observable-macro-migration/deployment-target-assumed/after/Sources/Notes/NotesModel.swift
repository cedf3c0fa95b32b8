import SwiftUI

@Observable
final class NotesModel {
    var notes: [String] = []
}

struct NotesView: View {
    @State private var model = NotesModel()

    var body: some View {
        List(model.notes, id: \.self) { Text($0) }
    }
}
