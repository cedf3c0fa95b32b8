import SwiftUI

struct InboxView: View {
    @StateObject private var inbox = InboxViewModel()
    @StateObject private var drafts = DraftsViewModel()

    var body: some View {
        List {
            ForEach(inbox.messages) { message in
                Text(message.subject)
            }
            ForEach(drafts.drafts) { draft in
                Text(draft.subject)
            }
            if drafts.showError {
                Button("The drafts could not be loaded") { drafts.showError = false }
            }
        }
        .overlay {
            if inbox.isLoading || drafts.isLoading {
                ProgressView()
            }
        }
        .alert(
            "Could not load the inbox",
            isPresented: Binding(get: { inbox.error != nil }, set: { _ in inbox.dismissError() })
        ) {
            Button("OK") { inbox.error = nil }
        }
        .task {
            await inbox.load()
            await drafts.load()
        }
    }
}
