import SwiftUI

struct InboxView: View {
    @StateObject private var inbox = InboxViewModel()
    @ObservedObject var outbox: OutboxViewModel

    var body: some View {
        Text("\(inbox.unread) unread, \(outbox.pending) pending")
    }
}
