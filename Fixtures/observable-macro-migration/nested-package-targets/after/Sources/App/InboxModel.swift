import SwiftUI

@Observable
final class InboxModel {
    var unread = 0
}

struct InboxBadge: View {
    @State private var inbox = InboxModel()

    var body: some View {
        Text("\(inbox.unread)")
    }
}
