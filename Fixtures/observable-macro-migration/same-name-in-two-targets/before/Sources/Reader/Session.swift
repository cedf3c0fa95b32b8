import SwiftUI

final class Session: ObservableObject {
    @Published var pageCount = 0
}

struct ReaderView: View {
    @StateObject private var session = Session()

    var body: some View {
        Text("\(session.pageCount) pages")
    }
}
