import CoreData
import SwiftUI

/// A row shows anything that can name itself.
protocol NoteRowModel: ObservableObject {
    var title: String { get }
}

class Entity: NSManagedObject {
    @NSManaged var createdAt: Date
}

// Core Data tells the row when a save or a merge changes the title.
final class Note: Entity, NoteRowModel {
    @NSManaged var title: String
}

struct NoteRow<Model: NoteRowModel>: View {
    @ObservedObject var note: Model

    var body: some View {
        Text(note.title)
    }
}
