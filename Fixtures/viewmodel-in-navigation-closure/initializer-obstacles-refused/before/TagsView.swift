import SwiftUI

final class TagListModel: ObservableObject {
    @Published var tags: [String]
    let pinned: [Int]

    init<Tags: Sequence>(tags: Tags, pinned: Int...) where Tags.Element == String {
        self.tags = Array(tags)
        self.pinned = pinned
    }
}

struct TagListView: View {
    @ObservedObject var model: TagListModel

    var body: some View {
        List(model.tags, id: \.self) { tag in
            Text(tag)
        }
    }
}

struct TagsView: View {
    let names: [String]

    var body: some View {
        NavigationStack {
            NavigationLink("Tags") {
                TagListView(model: TagListModel(tags: names, pinned: 1))
            }
        }
    }
}
