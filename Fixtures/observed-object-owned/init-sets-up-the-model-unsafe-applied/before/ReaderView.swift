import SwiftUI

final class ReaderModel: ObservableObject {
    @Published var page = 0
    @Published var visited: [Int] = []
}

/// Sets the model up only for a valid page: the setup is conditional, and stays as it is.
struct ReaderView: View {
    @ObservedObject private var reader = ReaderModel()

    init(page: Int) {
        guard page > 0 else { return }
        reader.page = page
    }

    var body: some View {
        Text("Page \(reader.page)")
    }
}

/// Records the pages in a loop whose `continue` stays inside the statement that moves.
struct HistoryList: View {
    @ObservedObject private var reader = ReaderModel()

    init(pages: [Int]) {
        for page in pages {
            if page < 0 { continue }
            reader.visited.append(page)
        }
    }

    var body: some View {
        Text("\(reader.visited.count) pages")
    }
}

/// Leaves `init` from inside the statement that sets the model up: it stays as it is.
struct CoverView: View {
    @ObservedObject private var reader = ReaderModel()
    let title: String

    init(page: Int, title: String) {
        self.title = title
        if page == 0 {
            reader.page = 1
            return
        }
    }

    var body: some View {
        Text("\(title), page \(reader.page)")
    }
}
