import CoreData
import SwiftUI

final class Tag: NSManagedObject {
    @NSManaged var name: String
}

extension Tag: Identifiable {}

struct TagView: View {
    @ObservedObject var tag: Tag

    var body: some View {
        Text(tag.name)
    }
}
