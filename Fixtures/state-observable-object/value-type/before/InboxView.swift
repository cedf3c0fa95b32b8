import SwiftUI

struct FilterOptions {
    var query = ""
    var showsArchived = false
}

enum SortOrder {
    case newest
    case oldest
}

struct InboxView: View {
    @State private var options = FilterOptions()
    @State private var archived: FilterOptions = .init(query: "", showsArchived: true)
    @State private var sortOrder = SortOrder.newest

    var body: some View {
        VStack {
            TextField("Search", text: $options.query)
            Toggle("Show archived", isOn: $options.showsArchived)
            Text(sortOrder == .newest ? "Newest first" : "Oldest first")
        }
    }
}
