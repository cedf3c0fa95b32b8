import SwiftUI

final class LibraryModel: ObservableObject {
    @Published var isSidebarVisible = true
    @Published var query = ""
    var pageSize = 20
}

struct LibraryView: View {
    @Binding var isSidebarVisible: Bool
    @State private var query = ""
    @StateObject private var model = LibraryModel()

    var body: some View {
        TextField("Search", text: $query)
            .onAppear {
                // UI state kept in sync, not dependencies.
                model.isSidebarVisible = isSidebarVisible
                model.query = query
                model.pageSize = 50
            }
    }
}
