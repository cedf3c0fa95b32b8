import CoreData
import SwiftUI

struct EditScreen: View {
    let context: NSManagedObjectContext
    @State private var toast = ToastModel()

    var body: some View {
        Button(toast.message) {
            // The framework's member, which no extension here declares: a managed object.
            context.insertedObjects.first?.objectWillChange.send()
            context.saveIfNeeded()
        }
    }
}
