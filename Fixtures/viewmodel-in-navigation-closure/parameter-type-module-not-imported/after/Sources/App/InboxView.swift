// The app never imports 'Networking', where the model's initializer finds 'Client'.
import Inbox
import SwiftUI

struct InboxView: View {
    @StateObject private var model: InboxModel

    init(model: @autoclosure @escaping () -> InboxModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        List(model.messages, id: \.self) { Text($0) }
    }
}
