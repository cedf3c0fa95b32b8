import SwiftUI

struct InboxView: View {
    @StateObject private var inbox = InboxModel()

    var body: some View {
        List(inbox.messages, id: \.self) { Text($0) }
    }
}
