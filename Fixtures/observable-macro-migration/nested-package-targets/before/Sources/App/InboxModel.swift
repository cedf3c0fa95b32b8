import SwiftUI

final class InboxModel: ObservableObject {
    @Published var unread = 0
}

struct InboxBadge: View {
    @StateObject private var inbox = InboxModel()

    var body: some View {
        Text("\(inbox.unread)")
    }
}
