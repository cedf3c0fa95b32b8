import SwiftUI

final class NotesModel: ObservableObject {
    @Published var notes: [String] = []
}

struct NotesView: View {
    @StateObject private var model = NotesModel()

    var body: some View {
        List(model.notes, id: \.self) { Text($0) }
    }
}
