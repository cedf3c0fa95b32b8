import Inbox
import Networking
import SwiftUI

struct FoldersView: View {
    @State private var openFolder: String?

    var body: some View {
        Button("Inbox") { openFolder = "inbox" }
            .sheet(item: $openFolder) { folder in
                InboxView(model: InboxModel(folder: folder, client: HTTPClient()))
            }
    }
}

extension String: @retroactive Identifiable {
    public var id: String { self }
}
