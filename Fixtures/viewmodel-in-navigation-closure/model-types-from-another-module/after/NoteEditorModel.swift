import Combine
import CoreData
import SwiftUI

final class NoteEditorModel: ObservableObject {
    @Published var text = ""
    private let context: NSManagedObjectContext
    let noteID: Int

    init(context: NSManagedObjectContext, noteID: Int) {
        self.context = context
        self.noteID = noteID
    }

    func save() {
        try? context.save()
    }
}
