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

/// Its call site builds the model in a local, which moves into the call so that the
/// autoclosure builds it once.
struct PinnedTagsView: View {
    @ObservedObject var model: TagListModel

    var body: some View {
        Text(model.pinned.map(String.init).joined(separator: ", "))
    }
}

struct TagsView: View {
    let names: [String]

    var body: some View {
        NavigationStack {
            NavigationLink("Tags") {
                TagListView(model: TagListModel(tags: names, pinned: 1))
            }
            NavigationLink("Pinned") {
                let model = TagListModel(tags: names, pinned: 2)
                PinnedTagsView(model: model)
            }
        }
    }
}
