import SwiftUI

@Observable
final class Session {
    var pageCount = 0
}

struct ReaderView: View {
    @State private var session = Session()

    var body: some View {
        Text("\(session.pageCount) pages")
    }
}
