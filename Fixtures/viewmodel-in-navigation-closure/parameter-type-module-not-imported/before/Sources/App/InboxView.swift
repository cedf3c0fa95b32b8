// The app never imports 'Networking', where the model's initializer finds 'Client'.
import Inbox
import SwiftUI

struct InboxView: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        List(model.messages, id: \.self) { Text($0) }
    }
}
