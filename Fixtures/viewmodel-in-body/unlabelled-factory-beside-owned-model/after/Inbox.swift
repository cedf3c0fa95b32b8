import SwiftUI

final class InboxCoordinator: ObservableObject {
    @Published var path: [String] = []
}

final class MessageListModel: ObservableObject {
    @Published var folder: String

    init(folder: String) {
        self.folder = folder
    }

    static func archive() -> MessageListModel {
        MessageListModel(folder: "Archive")
    }
}

struct MessageListView: View {
    @StateObject private var model: MessageListModel

    init(_ model: @autoclosure @escaping () -> MessageListModel) {
        self._model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text(model.folder)
            .onTapGesture { model.folder = "Inbox" }
    }
}

// The only model this file builds by name is the one its property starts with, which the view
// owns; the one it hands over comes from an unlabelled factory call.
struct InboxView: View {
    @StateObject private var coordinator = InboxCoordinator()

    var body: some View {
        VStack {
            Text("\(coordinator.path.count)")
            MessageListView(.archive())
        }
    }
}
