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
    @StateObject var inbox: InboxModel
    @StateObject private var filters: FilterModel

    init(accountID: Int) {
        _inbox = StateObject(wrappedValue: InboxModel(accountID: accountID))
        self._filters = StateObject(wrappedValue: FilterModel())
    }

    var body: some View {
        VStack {
            Text("\(inbox.unreadCount) unread")
            Toggle("Unread only", isOn: $filters.showsUnreadOnly)
        }
    }
}
