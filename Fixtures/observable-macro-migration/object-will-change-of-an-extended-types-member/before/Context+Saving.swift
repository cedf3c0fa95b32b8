import CoreData

extension NSManagedObjectContext {
    func saveIfNeeded() {
        if hasChanges { try? save() }
    }
}
