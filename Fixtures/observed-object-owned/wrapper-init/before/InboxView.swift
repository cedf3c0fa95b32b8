import SwiftUI

final class InboxModel: ObservableObject {
    @Published var unreadCount = 0
    let accountID: Int

    init(accountID: Int) {
        self.accountID = accountID
    }
}

final class FilterModel: ObservableObject {
    @Published var showsUnreadOnly = false
}

struct InboxView: View {
    @ObservedObject var inbox: InboxModel
    @ObservedObject private var filters: FilterModel

    init(accountID: Int) {
        _inbox = ObservedObject(initialValue: InboxModel(accountID: accountID))
        self._filters = ObservedObject(wrappedValue: FilterModel())
    }

    var body: some View {
        VStack {
            Text("\(inbox.unreadCount) unread")
            Toggle("Unread only", isOn: $filters.showsUnreadOnly)
        }
    }
}
